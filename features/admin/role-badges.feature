@admin
Feature: The roles that stand out on the Users tab
  Spec 3 §2 User Management: the Admin and Super Admin role badges stand out from the others.
  View-model level: the view model says which look a role's badge takes.

  @R3.2.23
  Scenario: the Admin and Super Admin roles stand out
    Given Sam Super is signed in
    When they open the admin dashboard on "Users"
    Then the role of "sam.super@example.com" stands out
    And the role of "alex.admin@example.com" stands out
    And the role of "riley.planner@example.com" does not stand out
