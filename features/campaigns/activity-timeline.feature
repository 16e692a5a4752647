@campaigns
Feature: The campaign's activity timeline
  Each entry of a campaign's activity shows its badge, its type, when it happened (relative) and
  its text (spec 2 §2.6, §4.3, §9). View-model level.

  Background:
    Given Riley Planner is signed in

  @R2.4.3.16 @R2.9.14
  Scenario: A finished run's entry, and how long ago it was
    Given they have created the campaign "Timeline Run" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step
    When they open the campaign "Timeline Run"
    And the campaign run finishes its steps
    Then activity entry 1 reads "Completed | fast-track-shell | Just now | Campaign created successfully. Details below:"
    When 120 seconds pass
    Then activity entry 1 reads "Completed | fast-track-shell | 2m ago | Campaign created successfully. Details below:"
    When 3 more hours pass
    Then activity entry 1 reads "Completed | fast-track-shell | 3h ago | Campaign created successfully. Details below:"

  @R2.9.14
  Scenario: An entry of days ago
    When they open the seeded campaign for "tiktok"
    Then activity entry 1 reads 'Completed | fast-track-shell | 2d ago | Campaign "Adatum Store Openings TIKTOK" processed from its insertion order and launch template.'

  @R2.4.3.16
  Scenario: A fast-track whose API step failed is badged Failed
    Given the campaign run is held at its first step
    When they open the seeded campaign for "reddit"
    And they start the orchestration with "io-northwind-spring-trail.pdf, launch-template.json"
    And the campaign run finishes its steps
    Then activity entry 1 reads "Failed | fast-track-shell | Just now | The Reddit API did not answer (sandbox outage). Try again later or choose another platform."
