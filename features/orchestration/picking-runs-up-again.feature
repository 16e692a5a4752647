Feature: A run is picked up again, never started again
  Runs belong to the backend: a refresh, or another tab, shows an unfinished run where it is and
  keeps watching it (spec 2 §4.1).

  @browser
  Scenario: After a refresh an unfinished run is picked up where it is
    Given Avery Owner is signed in
    When they open the chat "Shell run on The Trade Desk"
    And 3 seconds pass
    And they reload the page
    And they open the chat "Shell run on The Trade Desk"
    Then the chat shows 1 run
    And the first run reached at least 3%
    And the first run offers to stop it
