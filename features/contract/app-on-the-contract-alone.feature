@browser @browser-only @prism-mock
Feature: The app against a backend made from the contract alone
  Issue 30: a backend team that builds only from docs/openapi.json serves the app. Here the app
  (production build) calls a Prism mock of the document, which answers every call with the
  document's own examples: no demo backend, and nothing the view-model level can stand in for.

  @R1.7.04 @R1.7.13 @R2.7.09
  Scenario: Sam signs in and reads a chat, the campaigns and the admin tabs from the document's examples
    When Sam Super signs in
    Then the chat list reads "Q4 holiday insertion order"
    When they open the chat "Q4 holiday insertion order"
    Then the chat shows their message "Read this insertion order"
    And Sidekick says "I read the insertion order: 3 line items, $120,000 in total."
    When they open the campaigns
    Then the campaigns include "Q4 Holiday — DV360"
    When they open the admin dashboard on "Users"
    Then the users row "riley.planner@example.com" reads "Riley Planner" under "Display Name"
    When they open the admin dashboard on "Roles"
    Then the roles row "Admin" reads "9" under "Permissions"
    When they open the admin dashboard on "Accounts"
    Then the accounts row "Acme Media" reads "Active" under "Status"
    When they open the admin dashboard on "Permissions"
    And they open the admin dashboard on "Allowed Users"
    And they open the admin dashboard on "Channel Config"
    And they open the admin dashboard on "Audit"
    Then they are on the admin dashboard
    And the backend has answered every call of the app
