@admin @browser
Feature: The user editor
  Spec 3 §2 User Management: 'Edit User Role & Account Assignments' has Role, Accounts, Status
  (Active/Inactive), Save Changes and Cancel; an Admin's accounts are checkboxes, anyone else's
  a single select.

  Background:
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"

  @R3.2.21 @R3.2.22
  Scenario: an Admin's accounts are checkboxes
    Then the user editor of "alex.admin@example.com" is headed "Edit User Role & Account Assignments" and offers:
      | Role: one of             |
      | Accounts: several of     |
      | Status: Active, Inactive |

  @R3.2.21 @R3.2.22
  Scenario: anyone else's account is a single select
    Then the user editor of "riley.planner@example.com" is headed "Edit User Role & Account Assignments" and offers:
      | Role: one of             |
      | Account: one of          |
      | Status: Active, Inactive |
