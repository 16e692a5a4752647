Feature: The presenter's panel
  Issue 29: against a demo backend, a Demo button in the sidebar opens the presenter's panel: the
  packs (switch, reset), the prospect, the run speed, faults and the demo's story, whose current
  step follows the chat (the answer arrived, the run ended), never a timer.

  @browser
  Scenario: Launch day shows its fast-track running, and the story waits for the run
    Given Riley Planner is signed in
    When they set the run speed to "Real timings"
    And they switch the demo to "Launch day"
    Then the demo panel shows "Launch day" as the current pack
    And the story is at "Fast-track"
    When they open the chat "Q4 holiday insertion order"
    Then the chat shows 1 run

  Scenario: The story moves on when the fast-track's run ends
    Given the demo is at "Launch day"
    And Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    And they wait for the runs to finish
    Then the story is at "Screenshots"

  Scenario: The story moves on when the IO's answer arrives
    Given Riley Planner is signed in
    When they start a new canvas
    And they attach "io-northwind-spring-trail.pdf"
    And they send "Read this insertion order"
    And they open the demo panel
    Then the story is at "Drop the IO"
    When the assistant has finished
    Then the story is at "Fast-track"

  Scenario: Do it for me sends the step's message, and the story follows its answer
    Given the demo is at "After launch"
    And Riley Planner is signed in
    When they open the demo panel
    Then the story is at "QA"
    When they let the demo panel do the step
    And they open the chat "Q4 holiday insertion order"
    And the assistant has finished
    Then the story is told

  Scenario: Resetting the current pack takes back what was done since
    Given the demo is at "After launch"
    And Riley Planner is signed in
    When they open the demo panel
    And they let the demo panel do the step
    And they reset the current pack
    Then the demo panel shows "After launch" as the current pack
    And the story is at "QA"

  Scenario: The prospect named in the panel is in the header once the demo is switched for it
    Given Riley Planner is signed in
    Then the header shows the prospect ""
    When they name the prospect "Contoso Outdoor" in the demo panel
    And they switch the demo to "Fresh start"
    Then the header shows the prospect "Contoso Outdoor"

  Scenario: The run speed and faults change while the demo runs
    Given Riley Planner is signed in
    When they set the run speed to "×20"
    And they set the faults to "30%"
    Then the demo runs at "×20, 30%"
    When they set the faults to "Off"
    Then the demo runs at "×20, Off"
