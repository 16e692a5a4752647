@admin
Feature: How long the admin dashboard waits
  Spec 3 §9: switching tabs waits 50 ms, and a tab's data is read 50 ms after it shows. View-model
  level: the waits are read on the scenario's clock.

  @R3.9.02
  Scenario: a tab shows 50 ms after it is chosen, and reads its data 50 ms later
    Given Sam Super is signed in
    And they open the admin dashboard
    When they choose the tab "Users"
    And 49 ms pass
    Then the open tab is "Accounts"
    When 1 ms pass
    Then the open tab is "Users"
    And the demo backend received "GET /api/admin/users" 0 times
    When 50 ms pass
    Then the demo backend received "GET /api/admin/users" 1 times
