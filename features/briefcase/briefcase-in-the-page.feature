@browser
Feature: The briefcase in the page
  Spec 1 §2 "Briefcase side panel", §4 "Rename", §9. Riley's seeded chat "Q4 holiday insertion
  order" holds an IO result and a launch configuration.

  Background:
    Given Riley Planner is signed in
    And they open the briefcase of "Q4 holiday insertion order"

  @browser-only @R1.2.70 @R1.2.71
  Scenario: a file's more-actions button and right-click menu offer the same actions
    Then the more-actions menu of the IO result offers "Reference in chat, Go to message, Rename, Pin"
    And the right-click menu of the IO result offers "Reference in chat, Go to message, Rename, Pin"

  @R1.4.24 @R1.4.25 @R1.7.16
  Scenario: renaming by keyboard: Enter commits, Escape cancels
    When they rename the IO result to "Q4 IO (draft)" and presses Escape
    Then the IO result keeps its name
    When they rename the IO result to "  Q4 IO  " and presses Enter
    Then the IO section lists "Q4 IO"
    When they reload the page
    And they open the briefcase of "Q4 holiday insertion order"
    Then the IO section lists "Q4 IO"

  @R1.4.24
  Scenario: renaming by leaving the field
    When they rename the Launch Configuration result to "DV360 launch" and leaves the field
    Then the Launch Configuration section lists "DV360 launch"

  @R1.2.71 @R1.7.16
  Scenario: pinning keeps the pin after a reload
    When they choose "Pin" for the IO result
    Then the IO result is pinned
    When they reload the page
    And they open the briefcase of "Q4 holiday insertion order"
    Then the IO result is pinned

  @R1.2.69
  Scenario: resizing stays between 250 px and 30% of the window
    Then the briefcase is 300 px wide
    When they widen the briefcase as far as it goes
    Then the briefcase is 30% of the window wide
    When they narrow the briefcase as far as it goes
    Then the briefcase is 250 px wide
