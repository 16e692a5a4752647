Feature: Sign-in and session
  Spec 1 §2 (login, routes), §4 (account selection, impersonation), §5 (login token), §9;
  spec 3 §3 (stored user session). Everyone signs in with an identity-provider account; in the
  demo, the demo backend signs a token for the chosen persona.

  @browser @R1.1.03 @R3.2.43
  Scenario Outline: each persona signs in and lands on the chat workspace
    Given nobody is signed in
    When <persona> signs in
    Then they are on the chat workspace
    And the greeting reads "<persona>'s Sidekick"

    Examples:
      | persona       |
      | Sam Super     |
      | Alex Admin    |
      | Avery Owner   |
      | Riley Planner |
      | Val Viewer    |

  @browser @browser-only
  Scenario Outline: each persona's first screen is accessible
    Given nobody is signed in
    When <persona> signs in
    Then the page has no serious accessibility violations

    Examples:
      | persona       |
      | Sam Super     |
      | Alex Admin    |
      | Avery Owner   |
      | Riley Planner |
      | Val Viewer    |

  @browser @R1.2.02 @R2.2.01 @R2.6.01 @R3.2.02
  Scenario: a signed-out visitor is sent to the login screen
    Given nobody is signed in
    When they open "/campaigns"
    Then they are on the login screen

  @browser @browser-only
  Scenario: the login screen is accessible
    Given nobody is signed in
    When they open "/campaigns"
    Then the page has no serious accessibility violations

  @browser @R1.2.02
  Scenario: signing out returns to the login screen and forgets the session
    Given Riley Planner is signed in
    When they sign out
    Then they are on the login screen
    When they open "/"
    Then they are on the login screen

  @browser @R1.3.10 @R1.4.37 @R1.9.06
  Scenario: an expired stored session counts as absent
    Given Riley Planner is signed in
    When the stored session expires
    And they open "/"
    Then they are on the login screen

  @browser @R1.4.37 @R1.9.06 @R2.9.18 @R3.9.07
  Scenario: the stored session lasts three days
    Given Riley Planner is signed in
    When 2 days and 23 hours pass
    And they open "/"
    Then they are on the chat workspace
    When 2 more hours pass
    And they open "/"
    Then they are on the login screen

  @browser @R1.2.08
  Scenario: a signed-in user who opens the login screen goes home
    Given Riley Planner is signed in
    When they open "/login"
    Then they are on the chat workspace

  @browser @R1.1.06 @R1.6.03 @R1.3.11 @R3.2.45
  Scenario: a regular admin chooses the account to act in
    Given Alex Admin is signed in
    Then the account choices are "Acme Media, Globex Retail, Initech Auto, Scale Test"
    And no account is selected
    When they select the account "Globex Retail"
    Then the selected account is "Globex Retail"
    When they reload the page
    Then the selected account is "Globex Retail"

  @browser @R1.4.36
  Scenario: accounts are announced once loaded
    Given Alex Admin is signed in
    Then an accountsLoaded event announced the accounts "Acme Media, Globex Retail, Initech Auto, Scale Test"

  @browser @R1.4.34
  Scenario: the selected account is cleared on logout and on login
    Given Alex Admin is signed in
    And they select the account "Initech Auto"
    When they sign out
    And Alex Admin signs in
    Then no account is selected

  @browser @R1.1.07 @R1.6.03 @R3.2.45 @R1.1.04
  Scenario Outline: only regular admins pick an account
    Given <persona> is signed in
    Then the account choices are "<choices>"

    Examples:
      | persona       | choices |
      | Sam Super     |         |
      | Riley Planner |         |
      | Val Viewer    |         |

  @browser @R3.2.50
  Scenario Outline: the Admin link is for admins only
    Given <persona> is signed in
    Then the sidebar <offers> the "Admin" link
    And the sidebar offers the "Status" link
    And the sidebar offers the "Logout" link

    Examples:
      | persona       | offers         |
      | Sam Super     | offers         |
      | Alex Admin    | offers         |
      | Riley Planner | does not offer |

  @browser @R3.1.02 @R3.2.01
  Scenario: a regular user cannot open the admin dashboard
    Given Riley Planner is signed in
    When they open "/admin"
    Then they are on the chat workspace

  @browser @R1.9.07 @R2.8.25
  Scenario: the context wait gives up after five seconds
    Given Alex Admin is signed in
    And the demo backend stops answering
    When they reload the page
    And 5 seconds pass
    Then they are told "Unable to load user or account information. Please try refreshing the page or logging in again."

  @browser @R1.4.38 @R1.6.12
  Scenario: a super admin impersonates a user and ends it
    Given Sam Super is signed in
    When they impersonate Riley Planner
    Then the greeting reads "Riley Planner's Sidekick"
    When they end the impersonation
    Then the greeting reads "Sam Super's Sidekick"
