Feature: The campaigns list
  A sortable, paginated list of the account's campaigns with status badges, a folder filter and
  search; its state survives a reload and lives in the address (spec 2 §2.5, §4.2, §5, §9).

  Background:
    Given Riley Planner is signed in

  @browser
  Scenario: The list opens newest first, ten to a page, with the total
    When Riley opens the campaigns
    Then the campaigns total is at least 12
    And the campaigns page shows 10 rows
    And the page buttons start with "1, 2"

  Scenario Outline: Status badges
    When Riley opens the campaigns
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

  @browser
  Scenario: Sorting by name toggles on a second click and goes back to page 1
    When Riley opens the campaigns
    And Riley goes to campaigns page 2
    And Riley sorts the campaigns by "Name"
    Then the campaigns are on page 1
    And the campaigns are sorted by name ascending
    When Riley sorts the campaigns by "Name"
    Then the campaigns are sorted by name descending

  @browser
  Scenario: Page size and search go back to page 1
    When Riley opens the campaigns
    And Riley goes to campaigns page 2
    And Riley shows 5 campaigns per page
    Then the campaigns are on page 1
    And the campaigns page shows 5 rows
    When Riley searches the campaigns for "reddit"
    Then the campaigns shown are 1

  @browser
  Scenario: A link to a sorted, searched page opens as it was
    When Riley opens the campaigns at "/campaigns?sort=name:asc&q=a&size=5&page=2"
    Then the campaigns are on page 2
    And the campaigns are sorted by name ascending

  Scenario: The list comes back as it was after a reload
    When Riley opens the campaigns
    And Riley sorts the campaigns by "Name"
    And Riley reloads the page
    Then the campaigns are sorted by name ascending

  Scenario: Filtering by folder
    When Riley opens the campaigns of the folder "Spring Launch"
    Then every campaign shown is in the folder "Spring Launch"
    And the breadcrumb leads back to "All Folders"

  Scenario: Pinning and deleting a campaign
    When Riley opens the campaigns
    And Riley pins the campaign "Wingtip Clearance GAM"
    Then the first campaigns are pinned
    When Riley deletes the campaign "Wingtip Clearance GAM"
    Then the delete question was 'Are you sure you want to delete "Wingtip Clearance GAM"?'
    And the campaigns do not include "Wingtip Clearance GAM"

  Scenario: An account without campaigns
    Given Alex Admin is signed in
    And they select the account "Scale Test"
    When Alex opens the campaigns of a new empty folder
    Then the campaigns page says "No campaigns yet" and "Create your first campaign to get started"
