Feature: Moving campaigns to another folder
  Staff move one or several campaigns to another folder of their account, from the campaigns
  list or from a campaign's page; a folder that still holds campaigns offers to move them before
  it can be deleted. The backend moves all or none and refuses folders and campaigns of another
  account (issue 20, spec 2 §2.4, §2.5, §4.5).

  Background:
    Given Riley Planner is signed in

  @browser
  Scenario: Moving one campaign from the list
    When they open the campaigns
    And they move the campaign "Wingtip Clearance GAM" to the folder "Archive"
    Then the move says 'Moved 1 campaign(s) to "Archive"'
    When they open the campaigns of the folder "Archive"
    Then the campaigns shown are "Wingtip Clearance GAM"

  @browser
  Scenario: Moving every campaign of a folder, which can then be deleted
    When they open the folders
    And they delete the folder "Spring Launch"
    Then the folders page offers 'Move the campaigns of "Spring Launch"'
    When they follow the offer to move them
    Then every campaign shown is in the folder "Spring Launch"
    When they move every campaign shown to the folder "Always On"
    Then the move says 'Moved 4 campaign(s) to "Always On"'
    And the campaigns page says "No campaigns yet" and "Create your first campaign to get started"
    When they open the folders
    And they delete the folder "Spring Launch"
    Then the folders shown are "Q4 Holiday, Archive, Always On"

  @browser
  Scenario: Moving a campaign from its page
    When they open the seeded campaign for "tiktok"
    And they move this campaign to the folder "Archive"
    Then the campaign page says 'Moved 1 campaign(s) to "Archive"'
    And the campaign page says "Folder: Archive"

  @browser
  Scenario Outline: The demo backend moves campaigns within their account only
    Then the demo backend answers Riley Planner asking to <request> with <status>

    Examples:
      | request                                      | status |
      | move an Acme campaign into an Acme folder    | 200    |
      | move a Globex campaign into an Acme folder   | 403    |
      | move an Acme campaign into a Globex folder   | 403    |
      | move an Acme campaign into a missing folder  | 404    |
