Feature: Results that suggest no next step
  Spec 1 §4 "Suggested next actions after a result": an action the table does not list shows no
  suggestions. View-model level.

  @R1.2.55
  Scenario Outline: after a <agent> result, no next step is suggested
    Given Riley Planner is signed in
    And they have a chat "No next steps" with a "<agent>" result reading:
      """
      { "summary": "Ready" }
      """
    When they open the chat "No next steps"
    Then no next step is suggested under the result

    Examples:
      | agent              |
      | ask-assistant      |
      | budget-forecaster  |
