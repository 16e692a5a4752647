Feature: What the edit of a result starts with
  Spec 1 §4 "Edit action pre-fill": a result whose reading left a note and found no issue opens its
  edit with an invitation to say what should change. View-model level.

  @R1.4.22
  Scenario: a clean insertion order's details open their edit with an invitation
    Given Riley Planner is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they send "Process this insertion order"
    And the assistant has finished
    Then the edit of the campaign details opens "Update Campaign Details" starting with "Please specify what changes you'd like to make:"
