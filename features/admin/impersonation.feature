@admin @browser
Feature: Impersonation and its audit trail
  Spec 3 §2 Impersonation; beyond the spec: every change made while impersonating is recorded
  on the server with both identities, and super admins read it in the Audit list.

  @R1.4.38 @R3.2.40 @R3.2.41 @R3.2.44 @R3.2.09
  Scenario: Sam impersonates Riley, sends a message, ends it and finds it in the audit
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they impersonate "riley.planner@example.com"
    Then the greeting reads "Riley Planner's Sidekick"
    When they send "Hello from Sam"
    And 1000 ms pass
    And they end the impersonation from the banner
    Then they are on the admin dashboard
    And the greeting reads "Sam Super's Sidekick"
    When they open the admin dashboard on "Audit"
    Then the audit lists "sam.super@example.com" acting as "riley.planner@example.com": "Sent a message"
    And the audit lists "sam.super@example.com" acting as "riley.planner@example.com": "Started impersonation"
    And the audit says "Sent a message" acted as "riley.planner@example.com"
    And the audit says "Started impersonation" acted as "sam.super@example.com"

  @R3.2.42 @R3.6.05
  Scenario: a super admin cannot be impersonated from the Users tab
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    Then "sam.super@example.com" offers no impersonation
