Feature: A single click on a briefcase file
  Spec 1 §4 "Rename": a double click edits a file's name, a single click goes to the message the
  file came from. View-model level.

  @R1.4.26
  Scenario: a single click on an uploaded file shows the message it came with
    Given Riley Planner is signed in
    And they have a chat "Acme Q4" with these files:
      | file           | kind      | action             |
      | Campaign brief | generated | campaign-processor |
      | io.pdf         | uploaded  |                    |
    And they open the briefcase of "Acme Q4"
    When they click "io.pdf" once
    Then the chat shows the message "Here is io.pdf"
