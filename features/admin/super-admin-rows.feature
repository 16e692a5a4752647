@admin @browser
Feature: A Super Admin's row is a Super Admin's to edit
  Spec 3 §5 and §6: Super Admin users can be edited only by a Super Admin, so an admin sees no
  Edit on their rows (the demo backend refuses the save as well: permission-matrix.feature).

  @R3.5.11 @R3.6.03
  Scenario: an admin sees no Edit on a Super Admin's row
    Given Alex Admin is signed in
    And they open the admin dashboard on "Users"
    Then "sam.super@example.com" offers no role edit
    And "riley.planner@example.com" offers a role edit

  @R3.5.11 @R3.6.03
  Scenario: a Super Admin edits every row, a Super Admin's too
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    Then "sam.super@example.com" offers a role edit
    And "riley.planner@example.com" offers a role edit
