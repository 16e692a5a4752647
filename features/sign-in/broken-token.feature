Feature: A sign-in token that cannot be read
  Spec 1 §5: a login token must be a string whose payload decodes; otherwise the sign-in is
  refused with 'Invalid token specified: …' before any call (jwt-decode's own words). The demo
  identity provider is made to hand out such a token.

  @R1.5.13
  Scenario: a token with no payload is refused before the backend is asked who it is
    Given nobody is signed in
    And the demo backend answers the next "POST /api/demo/token" with:
      """
      { "token": "not-a-token" }
      """
    When they sign in with the email "riley.planner@example.com"
    Then they are refused with "Invalid token specified: missing part #2"
    And the demo backend received "POST /api/auth/login" 0 times
