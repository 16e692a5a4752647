@admin
Feature: Sorting an admin table by a date
  Spec 3 §5 "Sorting": dates sort as dates, and the rows without one come last when the order is
  ascending. View-model level: the order needs no Chromium to be seen.

  @R3.5.28
  Scenario: users sorted by their last login, those who never signed in last
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they sort the users table by "Last Login"
    Then the users table reads "Last Login" from the oldest date to the newest, then "Never"
