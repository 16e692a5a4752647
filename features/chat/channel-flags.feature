Feature: The account's channels, flag by flag
  Spec 1 §3 "Enabled channels": a map of flags, dv360 and ttd among them; a channel switched off
  offers no template. View-model level.

  @R1.3.13
  Scenario: Acme Media's DV360 and The Trade Desk are on, YouTube through DV360 is off
    Given Riley Planner is signed in
    When they open the chat workspace
    Then the demo backend received "GET /api/users/enabled-channels/acc-acme-media"
    And the prompt templates include "Create the campaign on DV360"
    And the prompt templates include "Analyze my The Trade Desk campaign"
    And the prompt templates do not include "Create the campaign on YouTube (DV360)"
