@admin @browser
Feature: Accounts, account admins and settings
  Spec 3 §2 Accounts tab, §4, §5, §8.

  @R3.2.11 @R3.4.10
  Scenario: a new account is active and its creator becomes its account admin
    Given Sam Super is signed in
    And they open the admin dashboard
    When they create the account "Hooli Media"
    Then the accounts listed include "Hooli Media"
    When they open the account admins of "Hooli Media"
    Then the account users listed are "sam.super@example.com"

  @R3.5.15
  Scenario: an account needs a name
    Given Sam Super is signed in
    And they open the admin dashboard
    When they create the account "  "
    Then the form says "Account name is required"

  @R3.2.14 @R3.5.05 @R3.8.36
  Scenario: Add Admin offers only Admin-role users not on the account, and says what happened
    Given Sam Super is signed in
    And they open the admin dashboard
    When they open the account admins of "Umbrella Health"
    Then Add Admin offers "sandrine.schoen@example.com"
    And Add Admin offers "alex.admin@example.com"
    And Add Admin does not offer "riley.planner@example.com"
    When they add "sandrine.schoen@example.com" as an admin
    Then the account admins say "User was added as an admin of this account."

  @R3.5.04
  Scenario: Add Admin needs a user
    Given Sam Super is signed in
    And they open the admin dashboard
    When they open the account admins of "Acme Media"
    And they add nobody as an admin
    Then the form says "Please select a user to add"

  @R3.2.15 @R3.3.08
  Scenario: Acme Media's settings, multi-channels among them, are edited in place
    Given Sam Super is signed in
    And they open the admin dashboard
    When they open the settings of "Acme Media"
    Then the setting "multi-channels" holds "facebook,dv360,ttd,tiktok,google-ads-search"
    When they set "default-currency" to "EUR"
    Then the setting "default-currency" holds "EUR"

  @R3.5.16
  Scenario: a setting needs a key
    Given Sam Super is signed in
    And they open the admin dashboard
    When they open the settings of "Acme Media"
    And they set "" to "x"
    Then the form says "Setting key is required"
