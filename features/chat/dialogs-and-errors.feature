Feature: Dialog checks and the error catalogue
  Spec 1 §5 dialog rules and §8 "The error catalogue": a dialog submitted without text says what
  is missing and sends nothing; when the demo backend fails, the chat says which request failed
  and keeps going.

  Background:
    Given Riley Planner is signed in
    And they open the chat "Q4 holiday insertion order"

  @browser @R1.2.36 @R1.2.37 @R1.2.38 @R1.5.05 @R1.5.06 @R1.5.07
  Scenario Outline: A dialog submitted without text says what is missing
    When they submit "<dialog>" for <result> with "<text>"
    Then the dialog says "<alert>"
    And the dialog stays open and nothing is sent

    Examples:
      | dialog                  | result                   | text | alert                                                   |
      | Help Us Improve         | the launch configuration |      | Please provide a reason for rejection                   |
      | Ask Assistant           | the campaign details     |      | Please provide a question for the assistant             |
      | Update Campaign Details | the campaign details     |      | Please provide specific instructions for what to change |
      | Update Campaign Details | the campaign details     | only spaces | Please provide specific instructions for what to change |

  @browser @R1.2.37
  Scenario: A question with text goes out
    When they submit "Ask Assistant" for the campaign details with "Why CTR?"
    Then the dialog closes and the question is sent

  @browser @R1.8.02
  Scenario: A failed question
    Given the demo backend stops answering
    When they ask the assistant "Why is CTR the KPI?" about the campaign details
    Then the chat says "Sorry, there was an error asking the assistant."

  @browser @R1.8.03
  Scenario: A failed regeneration
    Given the demo backend stops answering
    When they regenerate the campaign details
    Then the chat says "Sorry, there was an error regenerating the response."

  @browser @R1.4.32 @R1.8.04
  Scenario: A failed edit
    Given the demo backend stops answering
    When they edit the campaign details with "Change the total budget to 200000"
    Then the chat says "Sorry, there was an error processing your edit request."

  @browser @R1.8.01
  Scenario: A failed message
    Given the demo backend stops answering
    When they send "Build the launch configuration"
    Then the chat says "Sorry, there was an error processing your request."

  @browser @R1.8.06
  Scenario: A failed upload
    Given the demo backend stops answering
    When they attach "io-northwind-spring-trail.pdf"
    Then the input area says "Error uploading files. Please try again."
    And no file is attached
