Feature: What the campaign pages say when there is no account or the backend fails
  Folders, campaigns and the campaign creation work inside the selected account; a failed load
  or change is said in the spec's words (spec 2 §2.4, §2.5, §2.6, §5, §6, §8).

  @browser @R2.2.4.05 @R2.6.04
  Scenario: The folders wait for an account
    Given Alex Admin is signed in
    When they open the folders
    Then the folders list warns "Please select an account to view folders."

  @browser @R2.2.5.12 @R2.6.04 @R2.1.01
  Scenario: The campaigns wait for an account
    Given Alex Admin is signed in
    When they open the campaigns
    Then the campaigns list warns "Please select an account to view campaigns."

  @browser @R2.8.18 @R2.6.04
  Scenario: The campaign creation waits for an account
    Given Alex Admin is signed in
    When they open the campaign creation
    Then the creation screen says "Please select an account to create campaigns."

  @browser @R2.8.08
  Scenario: Folders that cannot be read
    Given Riley Planner is signed in
    And the demo backend refuses the next "GET /api/v2/folders" with 500 "Database unavailable"
    When they open the folders
    Then the folders list warns "Failed to load folders"

  @browser @R2.8.12
  Scenario: Campaigns that cannot be read
    Given Riley Planner is signed in
    And the demo backend refuses the next "GET /api/v2/campaigns" with 500 "Database unavailable"
    When they open the campaigns
    Then the campaigns list warns "Failed to load campaigns"

  @browser @R2.8.09 @R2.7.05
  Scenario: A folder that cannot be added
    Given Riley Planner is signed in
    When they open the folders
    And the demo backend refuses the next "POST /api/v2/folders" with 500 "Database unavailable"
    And they add the folder "Back to School 2027"
    Then the folders list warns "Failed to create folder"
    And the demo backend received "POST /api/v2/folders" with "name"

  @browser @R2.8.10 @R2.7.06
  Scenario: A folder that cannot be renamed
    Given Riley Planner is signed in
    When they open the folders
    And the demo backend refuses the next "PUT /api/v2/folders/*" with 500 "Database unavailable"
    And they rename the folder "Archive" to "Old things"
    Then the folders list warns "Failed to update folder"
    And the demo backend received "PUT /api/v2/folders/*" with "name"

  @browser @R2.8.13 @R2.7.11
  Scenario: A campaign that cannot be renamed
    Given Riley Planner is signed in
    When they open the campaigns
    And the demo backend refuses the next "PUT /api/v2/campaigns/*" with 500 "Database unavailable"
    And they rename the campaign "Wingtip Clearance GAM" to "Wingtip Clearance Q1"
    Then the campaigns list warns "Failed to update campaign"
    And the demo backend received "PUT /api/v2/campaigns/*" with "name"

  @browser @R2.8.14 @R2.7.12 @R2.7.01
  Scenario: A campaign that cannot be pinned
    Given Riley Planner is signed in
    When they open the campaigns
    And the demo backend refuses the next "PATCH /api/v2/campaigns/*" with 500 "Database unavailable"
    And they pin the campaign "Wingtip Clearance GAM"
    Then the campaigns list warns "Failed to update campaign. Please try again."
    And the demo backend received "PATCH /api/v2/campaigns/*" with "userId, accountId, is_pinned"

  @browser @R2.8.15 @R2.7.13
  Scenario: A campaign that cannot be deleted
    Given Riley Planner is signed in
    When they open the campaigns
    And the demo backend refuses the next "DELETE /api/v2/campaigns/*" with 500 "Database unavailable"
    And they delete the campaign "Wingtip Clearance GAM"
    Then the campaigns list warns "Failed to delete campaign. Please try again."
    And the campaigns include "Wingtip Clearance GAM"

  @R2.8.16 @R2.8.19
  Scenario: A campaign the backend refuses to create is said with the backend's words
    Given Riley Planner is signed in
    And the demo backend refuses the next "POST /api/v2/campaigns" with 500 "Database unavailable"
    When they create the campaign "Spring Trail" for "Facebook" in the new folder "Spring Trail 2027" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    Then the creation form says "Failed to create campaign: Database unavailable"

  @browser @R2.8.23
  Scenario: A campaign that cannot be read for another reason
    Given Riley Planner is signed in
    And the demo backend refuses the next "GET /api/v2/campaigns/*" with 500 "Database unavailable"
    When they open the campaign page "/campaigns/cmp-acme-media-4"
    Then the campaign page says "Failed to load campaign details"
