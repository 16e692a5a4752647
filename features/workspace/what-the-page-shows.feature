@browser @browser-only
Feature: What only the page shows
  Spec 1 §2's screens as drawn: the login screen, what shows while the app's code loads or when it
  cannot load, the routes, the chat workspace's parts, a result's drawer and the launch dialog;
  spec 3 §2's role dialogs. The view models take any address, hold no pictures, sizes or colours,
  and the kit's dialogs draw Cancel and the spinner: the view-model run leaves these scenarios out
  (@browser-only). Each scenario signs in once and checks several rules (browser time is scarce).

  @R1.2.05 @R1.2.09 @R2.2.02 @R1.2.04 @R1.8.14 @R1.2.01 @R3.2.28
  Scenario: a super admin's way from the login screen to the role dialogs
    Given nobody is signed in
    Then the login screen shows the picture "Sidekick logo" and the button "Sign in"
    Given Sam Super is signed in
    Then while its code loads the page says "Loading..." and "Checking authentication status"
    And the link "Status" followed without the app's code shows "Unexpected Application Error!" over "Loading chunk N failed"
    And opening these addresses ends at:
      | address                              | ends at                              |
      | /status                              | /status                              |
      | /admin                               | /admin                               |
      | /folders                             | /folders                             |
      | /campaigns                           | /campaigns                           |
      | /campaigns?folderId=fld-acme-media-1 | /campaigns?folderId=fld-acme-media-1 |
      | /campaigns/cmp-acme-media-1          | /campaigns/cmp-acme-media-1          |
      | /campaign/new                        | /campaign/new                        |
      | /nowhere                             | /                                    |
      | /                                    | /                                    |
    When they open the admin dashboard on "Roles"
    Then adding a role offers "Cancel, Create Role" and editing "Analyst" offers "Cancel, Update Role", each closed by Cancel

  @R1.2.10 @R1.2.34 @R1.2.52 @R1.2.53 @R1.2.39 @R1.2.40 @R1.2.41 @R1.2.35
  Scenario: a planner's workspace, a result's drawer and the launch dialog
    Given Riley Planner is signed in
    And they open the chat "Q4 holiday insertion order"
    Then the chat workspace shows "a message list, an input area, a send button, the briefcase"
    When they approve the launch configuration
    Then the drawer of the launch configuration is 220 by at most 300 pixels and greys out "Reject"
    And the launch configuration's "Update Launch Configuration Details" dialog has a "Feedback" box and "Apply Changes", which Ctrl+Enter submits with "Start the flight on Monday"
