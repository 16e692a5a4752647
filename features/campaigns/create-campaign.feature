Feature: Creating a campaign from files
  "Create New Campaign" takes a folder, a name, one or several destinations, the platform id they
  need and the files; it refuses what is missing in the spec's words and requests the
  orchestration on creation (spec 2 §2.3, §4.4, §5, §8).

  @browser @R2.5.01 @R2.5.02 @R2.5.04 @R2.5.06 @R2.5.07 @R2.5.09 @R2.2.3.03
  Scenario Outline: What keeps the campaign from being created
    Given Riley Planner is signed in
    When they open the campaign creation
    And they fill the creation form with <filled>
    Then the creation form says "<text>"
    And Create Campaign is disabled

    Examples:
      | filled                                                          | text                                                    |
      | nothing                                                         | Please fill in all required fields                      |
      | folder "Q4 Holiday" and name "Holiday"                          | Please select a destination                             |
      | folder "Q4 Holiday", name "Holiday" and destination "DV360"     | Advertiser ID is required for this destination          |
      | folder "Q4 Holiday", name "Holiday" and destination "Reddit"    | Profile ID is required for Reddit campaigns             |
      | folder "Q4 Holiday", name "Holiday" and destination "Facebook"  | Please upload at least one file to create the campaign |

  @browser @R2.2.3.05 @R2.5.04 @R2.5.06
  Scenario Outline: The platform id each destination needs
    Given Riley Planner is signed in
    When they open the campaign creation
    And they choose the destination "<destination>"
    Then the creation form asks for "<field>"

    Examples:
      | destination        | field         |
      | DV360              | Advertiser ID |
      | The Trade Desk     | Advertiser ID |
      | Reddit             | Profile ID    |
      | Facebook           | no id         |
      | Google Ads Search  | no id         |

  @browser @R2.2.3.09 @R2.4.4.01
  Scenario: Multi-channel mode shows only with the account's multi-channels setting
    Given Riley Planner is signed in
    When they open the campaign creation
    Then the multi-channel toggle is offered
    When they turn on multi-channel mode
    Then the creation form says "Please fill in all required fields"

  @browser @R2.4.4.02 @R2.4.4.03 @R2.9.16 @R2.2.3.04 @R2.2.3.06
  Scenario: A launch template for two platforms switches on multi-channel mode with both chosen
    Given Riley Planner is signed in
    When they open the campaign creation
    And they upload "launch-template.json" to the creation form
    Then multi-channel mode is on with "Facebook, TikTok" chosen
    And the uploaded files are listed with their sizes in MB

  @browser @R2.5.08 @R2.6.02
  Scenario: Val may not create campaigns
    Given Val Viewer is signed in
    When they open the campaign creation
    Then the creation screen says "You do not have permission to create campaigns"

  @browser @R2.2.3.02 @R2.2.5.13 @R2.8.33
  Scenario: Creating a campaign requests its orchestration and shows the success text
    Given Riley Planner is signed in
    When they create the campaign "Spring Trail" for "Facebook" in the new folder "Spring Trail 2027" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    Then the campaigns list says 'Campaign "Spring Trail" created and orchestration started!'
    And the campaigns include "Spring Trail"
    When 5 seconds pass
    Then the campaigns list shows no success message

  @browser @R2.5.05 @R2.5.07
  Scenario: GroundTruth asks for its account id
    Given "Acme Media" has every destination enabled and none in an outage
    And Riley Planner is signed in
    When they open the campaign creation
    And they fill the creation form with folder "Q4 Holiday", name "Holiday" and destination "GroundTruth"
    Then the creation form asks for "Account ID"
    And the creation form says "Account ID is required for this destination"
    When they enter "gt-4401" as the "Account ID"
    Then the creation form says "Please upload at least one file to create the campaign"

  @browser @R2.3.12 @R2.4.4.02
  Scenario: The file analysis recommends a workflow and says how confident it is
    Given Riley Planner is signed in
    When they open the campaign creation
    And they upload "launch-template.json" to the creation form
    Then the creation form shows the analysis "Recommended workflow: fast-track-shell (60% confidence)."

  @browser @R2.1.03 @R2.8.31
  Scenario: Creating campaigns on two platforms at once sums them up
    Given Riley Planner is signed in
    When they create the campaign "Twin Trail" in the new folder "Twin Trail 2027" on the platforms its launch template names, from "io-northwind-spring-trail.pdf" and "launch-template.json"
    Then the campaigns list says "Successfully created 2 campaign(s) with orchestrations running"
    And the campaigns total is 2

  @R2.5.03
  Scenario: Multi-channel mode without a destination asks for at least one
    Given Riley Planner is signed in
    When they open the campaign creation
    And they fill the creation form with folder "Q4 Holiday" and name "Holiday"
    And they turn on multi-channel mode
    Then the creation form says "Please select at least one destination"
    And Create Campaign is disabled

  @R2.6.05
  Scenario: A super admin impersonating Val may not create campaigns either
    Given Sam Super is signed in
    When they impersonate Val Viewer
    And they open the campaign creation
    Then the creation screen says "You do not have permission to create campaigns"

  @R2.7.32
  Scenario: The creation form uploads its files one call each
    Given Riley Planner is signed in
    When they create the campaign "Spring Trail" for "Facebook" in the new folder "Spring Trail 2027" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    Then the demo backend received "POST /api/upload" 2 times, one file each

  @R2.8.17
  Scenario: A file the backend refuses to store is said with its words
    Given Riley Planner is signed in
    When they open the campaign creation
    And the demo backend refuses the next "POST /api/upload" with 500 "Storage unavailable"
    And they upload "launch-template.json" to the creation form
    Then the creation form says of its files "Failed to upload files: Storage unavailable"

  @R2.2.3.07
  Scenario: Cancel goes back to the start
    Given Riley Planner is signed in
    When they open the campaign creation
    And they fill the creation form with folder "Q4 Holiday" and name "Holiday"
    And they cancel the campaign creation
    Then the creation screen leads to "/"
