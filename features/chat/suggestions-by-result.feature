Feature: The next steps a result suggests, by the agent that made it
  Spec 1 §4 "Suggested next actions after a result": what the action bar's suggestions offer
  after each kind of result.

  Background:
    Given Riley Planner is signed in

  @browser @R1.4.14 @R1.4.15 @R1.4.16 @R1.4.17 @R1.4.19
  Scenario Outline: after a <agent> result
    Given they have a chat "Next steps" with a "<agent>" result reading:
      """
      { "summary": "Ready" }
      """
    When they open the chat "Next steps"
    Then the suggested next steps under the result include "<first>"
    And the suggested next steps under the result include "<last>"

    Examples:
      | agent                    | first                        | last                              |
      | campaign-augmentor       | Update more campaign details | Process creative assets           |
      | creative-processor       | View source data             | Assign creatives to campaign      |
      | creative-processor       | Compare with source data     | Confirm processed output          |
      | creative-augmentor       | Update more creative details | Update more creative details      |
      | campaign-launcher        | Confirm launch template      | Create the campaign               |
      | launch-augmentor         | Confirm launch template      | Ask the Assistant to make changes |
      | salesforce-api           | View opportunity details     | Create another opportunity        |
