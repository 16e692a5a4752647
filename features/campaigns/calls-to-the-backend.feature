Feature: What the demo backend receives from the campaign pages
  Each thing staff do with folders and campaigns is one call of spec 2 §7: its method, its path
  and the fields the spec names, with the acting user and account.

  Background:
    Given Riley Planner is signed in

  @browser @R2.7.04 @R2.7.01
  Scenario: Searching the folders asks for them with the search, the sort and the page
    When they open the folders
    And they search the folders for "spring"
    Then the demo backend received "GET /api/v2/folders" with "userId, accountId, search, sortBy, sortOrder, page"

  @browser @R2.7.05 @R2.7.06 @R2.7.07 @R2.7.08
  Scenario: Adding, renaming, pinning and deleting a folder
    When they open the folders
    And they add the folder "Back to School 2027"
    And they rename the folder "Back to School 2027" to "BTS 2027"
    And they pin the folder "BTS 2027"
    And they delete the folder "BTS 2027"
    Then the demo backend received "POST /api/v2/folders" with "name, userId"
    And the demo backend received "PUT /api/v2/folders/*" with "name"
    And the demo backend received "PATCH /api/v2/folders/*" with "is_pinned"
    And the demo backend received "DELETE /api/v2/folders/*" with "userId, accountId"

  @R2.7.09
  Scenario: The campaigns of a folder, searched
    When they open the campaigns of the folder "Spring Launch"
    And they search the campaigns for "reddit"
    Then the demo backend received "GET /api/v2/campaigns" with "page, sortBy, search, folderId"

  @browser @R2.7.13
  Scenario: Deleting a campaign
    When they open the campaigns
    And they delete the campaign "Wingtip Clearance GAM"
    Then the demo backend received "DELETE /api/v2/campaigns/*" with "userId, accountId"

  @browser @R2.7.14 @R2.7.15
  Scenario: Opening a campaign reads it and its activity
    When they open the seeded campaign for "tiktok"
    Then the demo backend received "GET /api/v2/campaigns/*" with "userId, accountId"
    And the demo backend received "GET /api/v2/campaigns/*/messages"

  @browser @R2.7.10 @R2.7.20 @R2.7.21 @R2.7.25 @R2.4.4.04 @R2.9.17
  Scenario: Creating a campaign uploads its files, has them analysed and requests the orchestration
    When they create the campaign "Spring Trail" for "Facebook" in the new folder "Spring Trail 2027" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    Then the demo backend received "GET /api/account-admin/accounts/*/settings"
    And the demo backend received "POST /api/upload"
    And the demo backend received "POST /api/v2/orchestration/analyze-files" with "files, platform"
    And the demo backend received "POST /api/v2/campaigns" with "name, folderId, destination, files, orchestration, userId, accountId"
    And the demo backend received "POST /api/v2/campaigns" with "orchestration.type" set to "fast-track-shell"
    And the demo backend received "POST /api/v2/campaigns" with "orchestration.priority" set to "normal"
    And the demo backend received "POST /api/v2/campaigns" with "orchestration.autoStart" set to "true"

  @R2.9.13
  Scenario: The campaigns' folder filter loads up to 100 folders
    When they open the campaigns
    Then the demo backend received "GET /api/v2/folders" with "limit: 100"
