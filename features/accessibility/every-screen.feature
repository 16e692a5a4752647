@browser @browser-only
Feature: No serious accessibility fault on any screen
  Issue 31. Every route of the product, each admin tab, with each of its dialogs and menus open,
  passes axe-core with no serious or critical violation, and no two landmarks of one name (a
  screen reader's list of landmarks must tell them apart). One scenario per persona, each visiting
  all of its screens in turn: a failure names the screen, the rule and where on the page.
  A screen, dialog or menu joins the sweep by one line in features/support/accessibility/screens
  (how a user opens it) and its name in a table here. axe-core runs in a page: the view-model run
  leaves these scenarios out (@browser-only).

  Scenario: a planner's screens, from the login screen to a campaign's page
    Given nobody is signed in
    Then none of these screens has a serious accessibility violation:
      | the login screen    |
      | the persona chooser |
    Given Riley Planner is signed in
    Then none of these screens has a serious accessibility violation:
      | the home screen                           |
      | the prompt templates menu                 |
      | the command palette                       |
      | the list of shortcuts                     |
      | a chat's options menu                     |
      | a chat's rename field                     |
      | a chat's remove confirmation              |
      | a chat with results                       |
      | a result's actions menu                   |
      | a result's reject dialog                  |
      | a result's edit dialog                    |
      | a result's ask assistant dialog           |
      | the briefcase                             |
      | the briefcase's uploaded files            |
      | a file's menu                             |
      | a file's context menu                     |
      | a file's rename field                     |
      | the status page                           |
      | the folders                               |
      | a folder's actions menu                   |
      | a folder's delete confirmation            |
      | a folder's rename field                   |
      | the new folder field                      |
      | the campaigns                             |
      | a campaign's actions menu                 |
      | a campaign's delete confirmation          |
      | a campaign's rename field                 |
      | the campaigns' move to folder dialog      |
      | the new campaign form                     |
      | the new campaign form's new folder field  |
      | a campaign page                           |
      | a campaign page's move to folder dialog   |

  Scenario: a super admin's administration, the new sidebar and impersonation
    Given Sam Super is signed in
    Then none of these screens has a serious accessibility violation:
      | the admin's Accounts tab                       |
      | the admin's add account dialog                 |
      | the admin's edit account dialog                |
      | an account's admins                            |
      | an account's add admin dialog                  |
      | an account's settings                          |
      | an account's add setting dialog                |
      | the admin's Users tab                          |
      | the admin's user editor                        |
      | the admin's Roles tab                          |
      | the admin's add role dialog                    |
      | the admin's edit role dialog                   |
      | the admin's Permissions tab                    |
      | the admin's add permission dialog              |
      | the admin's delete permission confirmation     |
      | the admin's Allowed Users tab                  |
      | the admin's add allowed user dialog            |
      | the admin's remove allowed user confirmation   |
      | the admin's Channel Config tab                 |
      | the admin's add channel dialog                 |
      | the admin's edit channel dialog                |
      | the admin's delete channel confirmation        |
      | the admin's assign channel dialog              |
      | the admin's Data Export tab                    |
      | the admin's Audit tab                          |
      | the new sidebar                                |
      | the new sidebar collapsed                      |
      | the impersonation banner                       |

  Scenario: an account admin's Account Administration
    Given Avery Owner is signed in
    Then none of these screens has a serious accessibility violation:
      | the account admin's users                    |
      | the account admin's add user dialog          |
      | the account admin's remove user confirmation |
      | the account admin's settings                 |
      | the account admin's add setting dialog       |

  Scenario: a regular admin's first screen, before an account is chosen
    Given Alex Admin is signed in
    Then none of these screens has a serious accessibility violation:
      | the home screen before an account is chosen |

  Scenario: the notice of a run that ended while its user was on another page
    Given Riley Planner is signed in
    And the backend reports every run as "in_progress" with steps "processing", "pending", "pending", "pending"
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    Then the first run offers to stop it
    When they go to the status page from the sidebar
    And the backend reports every run as "completed" with steps "completed", "completed", "completed", "completed"
    Then within 10 seconds a notice says "Fast track completed"
    And the page has no serious accessibility violations
