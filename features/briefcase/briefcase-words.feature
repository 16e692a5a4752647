@browser
Feature: The briefcase's words
  Spec 1 §2 "Input area": the briefcase button says what it will do; "Briefcase side panel": the
  search box's invitation.

  Background:
    Given Riley Planner is signed in

  @R1.2.33
  Scenario: the button reads Show briefcase, then Hide briefcase once it is open
    When they open the chat "Q4 holiday insertion order"
    Then the briefcase button reads "Show briefcase"
    When they open the briefcase of "Q4 holiday insertion order"
    Then the briefcase button reads "Hide briefcase"

  @browser-only @R1.2.58
  Scenario: the search box invites a file name
    When they open the briefcase of "Q4 holiday insertion order"
    Then the briefcase search invites "Search files..."
