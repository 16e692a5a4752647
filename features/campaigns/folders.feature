Feature: Folders of campaigns
  Staff organise campaigns in folders: they search, add, rename, pin and delete them, and open a
  folder's campaigns from its count (spec 2 §2.4, §4.5, §8, §9).

  Background:
    Given Riley Planner is signed in

  @browser @R2.2.4.02 @R2.4.5.01
  Scenario: Riley sees the account's folders, pinned first, with their campaign counts
    When they open the folders
    Then the first folder is "Q4 Holiday", pinned
    And the folder "Archive" holds 0 campaigns

  @browser @R2.2.4.01 @R2.2.4.03 @R2.4.5.01
  Scenario: Adding, renaming and pinning a folder
    When they open the folders
    And they add the folder "Back to School 2027"
    Then the folders shown are "Q4 Holiday, Back to School 2027, Archive, Always On, Spring Launch"
    When they rename the folder "Back to School 2027" to "BTS 2027"
    Then the folders shown are "Q4 Holiday, BTS 2027, Archive, Always On, Spring Launch"
    When they pin the folder "BTS 2027"
    Then the pinned folders are "BTS 2027, Q4 Holiday"

  @browser @R2.5.10
  Scenario: A blank name does not rename a folder
    When they open the folders
    And they rename the folder "Archive" to "   "
    Then the folders shown are "Q4 Holiday, Archive, Always On, Spring Launch"

  @browser @R2.4.5.02 @R2.8.11
  Scenario: A folder that holds campaigns cannot be deleted
    When they open the folders
    And they delete the folder "Spring Launch"
    Then the folders page says "Cannot delete folder that contains campaigns. Please move or delete the campaigns first."
    And the folders shown are "Q4 Holiday, Archive, Always On, Spring Launch"

  @browser @R2.2.4.02 @R2.8.34
  Scenario: Deleting an empty folder after confirming
    When they open the folders
    And they delete the folder "Archive"
    Then the folders shown are "Q4 Holiday, Always On, Spring Launch"

  @browser @R2.2.4.01
  Scenario: Searching the folders
    When they open the folders
    And they search the folders for "spring"
    Then the folders shown are "Spring Launch"

  @browser @R2.9.09
  Scenario: A row's actions menu opens 5 pixels from its button
    When they open the folders
    Then the actions menu of "Archive" opens 5 pixels from its button

  @R2.9.15
  Scenario: A folder's Last Updated counts calendar days
    When they open the folders
    And they add the folder "Dated Folder"
    Then the folder "Dated Folder" reads "Today" as last updated
    When 24 more hours pass
    And they open the folders
    Then the folder "Dated Folder" reads "Yesterday" as last updated
    When 24 more hours pass
    And they open the folders
    Then the folder "Dated Folder" reads "2 days ago" as last updated
