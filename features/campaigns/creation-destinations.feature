@campaigns
Feature: The destinations a campaign may be created for, and what a multi-channel template's creation says
  Spec 2 §1: the twelve destination ids, of which an account sees those its channels enable;
  spec 2 §8: a campaign the backend made into several from its template says so. View-model level.

  @R2.1.06 @R2.1.08
  Scenario: An account sees the destinations of its enabled channels, all twelve once every one is enabled
    Given Riley Planner is signed in
    When they open the campaign creation
    Then the destinations offered are "dv360, ttd, facebook, google-ads-search, google-ads-pmax, tiktok, gam, reddit"
    Given "Acme Media" has every destination enabled and none in an outage
    When they open the campaign creation
    Then the destinations offered are "dv360, ttd, youtube-dv360, facebook, google-ads-search, google-ads-pmax, tiktok, madhive, amazon_dsp, gam, groundtruth, reddit"

  @R2.8.32
  Scenario: A campaign created from a multi-channel template has a message of its own
    Given Riley Planner is signed in
    And the demo backend answers the next "POST /api/v2/campaigns" with:
      """
      {
        "id": "cmp-template-1", "name": "Template Trail",
        "multiChannel": { "detectedFromTemplate": true, "totalCampaigns": 3 },
        "orchestration": { "triggered": true, "type": "fast-track-shell", "status": "processing" }
      }
      """
    When they create the campaign "Template Trail" for "Facebook" in the new folder "Template Trail 2027" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    Then the campaigns list says 'Multi-channel template detected: created 3 campaigns from "Template Trail"'
