Feature: Folders of campaigns
  Staff organise campaigns in folders: they search, add, rename, pin and delete them, and open a
  folder's campaigns from its count (spec 2 §2.4, §4.5, §8).

  Background:
    Given Riley Planner is signed in

  @browser
  Scenario: Riley sees the account's folders, pinned first, with their campaign counts
    When Riley opens the folders
    Then the first folder is "Q4 Holiday", pinned
    And the folder "Archive" holds 0 campaigns

  Scenario: Adding, renaming and pinning a folder
    When Riley opens the folders
    And Riley adds the folder "Back to School 2027"
    Then the folders include "Back to School 2027"
    When Riley renames the folder "Back to School 2027" to "BTS 2027"
    Then the folders include "BTS 2027"
    When Riley pins the folder "BTS 2027"
    Then the pinned folders are "BTS 2027, Q4 Holiday"

  Scenario: A blank name does not rename a folder
    When Riley opens the folders
    And Riley renames the folder "Archive" to "   "
    Then the folders include "Archive"

  Scenario: A folder that holds campaigns cannot be deleted
    When Riley opens the folders
    And Riley deletes the folder "Spring Launch"
    Then the folders page says "Cannot delete folder that contains campaigns. Please move or delete the campaigns first."
    And the folders include "Spring Launch"

  @browser
  Scenario: Deleting an empty folder after confirming
    When Riley opens the folders
    And Riley deletes the folder "Archive"
    Then the folders do not include "Archive"

  Scenario: Searching the folders
    When Riley opens the folders
    And Riley searches the folders for "spring"
    Then the folders shown are "Spring Launch"
