Feature: The campaigns list
  A sortable, paginated list of the account's campaigns with status badges, a folder filter and
  search; its state survives a reload and lives in the address (spec 2 §2.5, §4.2, §5, §9).

  Background:
    Given Riley Planner is signed in

  @browser @R2.2.5.05 @R2.2.5.07 @R2.5.21 @R2.9.11
  Scenario: The list opens newest first, ten to a page, with the total
    When they open the campaigns
    Then the campaigns total is 12
    And the campaigns page shows 10 rows
    And the page buttons start with "1, 2"

  @browser @R2.4.2.02 @R2.4.2.03 @R2.4.2.04 @R2.4.2.05 @R2.4.2.06
  Scenario Outline: Status badges
    When they open the campaigns
    Then a campaign with status "<status>" shows the badge "<badge>"

    Examples:
      | status             | badge              |
      | draft              | Draft              |
      | awaiting_creatives | Awaiting Creatives |
      | ready_to_launch    | Ready to Launch    |
      | awaiting_download  | Awaiting Download  |
      | live               | Live               |
      | failed             | Failed             |
      | stopped            | Stopped            |

  @browser @R2.5.19 @R2.5.20
  Scenario: Sorting by name toggles on a second click and goes back to page 1
    When they open the campaigns
    And they go to campaigns page 2
    And they sort the campaigns by "Name"
    Then the campaigns are on page 1
    And the campaigns are sorted by name ascending
    When they sort the campaigns by "Name"
    Then the campaigns are sorted by name descending

  @browser @R2.5.20 @R2.9.11
  Scenario: Page size and search go back to page 1
    When they open the campaigns
    And they go to campaigns page 2
    And they show 5 campaigns per page
    Then the campaigns are on page 1
    And the campaigns page shows 5 rows
    When they search the campaigns for "reddit"
    Then the campaigns page shows 1 rows

  @browser
  Scenario: A link to a sorted, searched page opens as it was
    When they open the campaigns at "/campaigns?sort=name:asc&q=a&size=5&page=2"
    Then the campaigns are on page 2
    And the campaigns are sorted by name ascending

  @browser @R2.9.12
  Scenario: The list comes back as it was after leaving it
    When they open the campaigns
    And they sort the campaigns by "Name"
    And they open the campaigns again
    Then the campaigns are sorted by name ascending

  @browser @R2.2.5.01 @R2.2.5.02 @R2.1.02
  Scenario: Filtering by folder
    When they open the campaigns of the folder "Spring Launch"
    Then every campaign shown is in the folder "Spring Launch"
    And the breadcrumb leads back to "All Folders"

  @browser @R2.2.5.09 @R2.2.5.10 @R2.4.5.03 @R2.4.5.04 @R2.2.5.08
  Scenario: Pinning and deleting a campaign
    When they open the campaigns
    And they pin the campaign "Wingtip Clearance GAM"
    Then the first campaigns are pinned
    When they delete the campaign "Wingtip Clearance GAM"
    Then the delete question was 'Are you sure you want to delete "Wingtip Clearance GAM"?'
    And the campaigns do not include "Wingtip Clearance GAM"

  @browser @R2.2.5.06
  Scenario: Renaming a campaign in place
    When they open the campaigns
    And they rename the campaign "Wingtip Clearance GAM" to "Wingtip Clearance Q1"
    Then the campaigns include "Wingtip Clearance Q1"
    When they open the campaigns again
    Then the campaigns include "Wingtip Clearance Q1"
    And the campaigns do not include "Wingtip Clearance GAM"
