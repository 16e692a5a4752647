Feature: Sending messages
  Spec 1 §2 "Input area", §5 "Send" and "Upload", §8: a message goes out with Enter and the
  assistant answers; files are uploaded one by one into chips; a failed send keeps what the user
  typed and attached; the prompt templates follow the account's channels.

  @browser @R1.2.23
  Scenario: A ready user is invited to type
    Given Riley Planner is signed in
    When they open the chat workspace
    Then the message box invites "Message"

  @browser @browser-only
  Scenario: The chat workspace is accessible
    Given Riley Planner is signed in
    When they open the chat workspace
    Then the page has no serious accessibility violations

  @browser @R1.1.06 @R1.2.24 @R1.4.33 @R3.5.30
  Scenario: An admin picks an account before messaging
    Given Alex Admin is signed in
    When they open the chat workspace
    Then the message box invites "Select an account to start messaging"
    And the sidebar says "Please select an account first"
    When they select the account "Acme Media"
    Then the message box invites "Message"

  @browser
  Scenario: The assistant answers a message
    Given Riley Planner is signed in
    When Riley Planner sends "hello"
    Then the chat shows their message "hello"
    And Sidekick answers
    And the message box is empty

  @browser @R1.5.01
  Scenario: Nothing goes out while the box is empty
    Given Riley Planner is signed in
    When they type "   "
    Then they cannot send yet

  @browser @R1.8.01
  Scenario: A failed send keeps the text and the attached files
    Given Riley Planner is signed in
    And they attached "io-northwind-spring-trail.pdf"
    And the demo backend stops answering
    When they send "Process this insertion order"
    Then the chat says "Sorry, there was an error processing your request."
    And the message box holds "Process this insertion order"
    And the attached files are "io-northwind-spring-trail.pdf"

  @browser @R1.2.29 @R1.2.30
  Scenario: Each file becomes a chip, and two or more can be cleared at once
    Given Riley Planner is signed in
    When they attach "io-northwind-spring-trail.pdf"
    Then "Clear all" is not offered for the files
    When they attach "launch-template.json"
    Then the attached files are "io-northwind-spring-trail.pdf, launch-template.json"
    And "Clear all" is offered for the files
    When they remove the attached "io-northwind-spring-trail.pdf"
    Then the attached files are "launch-template.json"
    When they attach "media-plan-harbor-pine-winter.xlsx"
    And they clear all attached files
    Then no file is attached

  @browser @R1.5.11 @R1.6.06
  Scenario: Without the upload permission there is nothing to attach with
    Given Val Viewer is signed in
    When they open the chat workspace
    Then they cannot attach files

  @browser @R1.2.28 @R3.6.14
  Scenario: Prompt templates follow the account's enabled channels
    Given Val Viewer is signed in
    When they open the chat workspace
    Then the prompt templates include "Process an insertion order"
    And the prompt templates include "Create the campaign on Facebook"
    And the prompt templates do not include "Create the campaign on TikTok"
    When they pick the prompt template "Create the campaign on Facebook"
    Then the message box holds "Create the campaign on Facebook"
