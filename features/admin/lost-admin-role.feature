@admin
Feature: An admin whose role was taken away meanwhile
  Spec 3 §2: non-admins see 'Access denied. Admin privileges required.' with a Retry button. The
  route guard turns away a session that says non-admin (dashboard.feature); this is the admin
  whose stored session still says Admin while the backend no longer does. In Chromium too: only
  the page shows the Retry button beside the text.

  @browser @R3.2.07
  Scenario: the dashboard says access is denied, and Retry lets them in once the role is back
    Given Alex Admin is signed in
    And Alex Admin's role is meanwhile changed to "User"
    When they open the admin dashboard on "Users"
    Then the dashboard says "Access denied. Admin privileges required."
    When they press Retry on the dashboard
    Then the dashboard says "Access denied. Admin privileges required."
    Given Alex Admin's role is meanwhile changed to "Admin"
    When they press Retry on the dashboard
    Then the dashboard offers the tabs "Accounts, Users, Allowed Users, Channel Config"
    And the users listed include "riley.planner@example.com"
