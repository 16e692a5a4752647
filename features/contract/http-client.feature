Feature: How the page's calls fail, and how long they may take
  Spec 1 §7 and §8: a status outside 200-299 is an error and no call gives up on its own; a call
  fails as a network error, a timeout, a cancel, a bad request or a bad response, and the page
  says which in the failure's own words (the server's, when it sent some). View-model level: the
  scenario's clock drives the calls' timers.

  @R1.7.03 @R1.8.13
  Scenario Outline: an added user that fails as <kind> says "<text>"
    Given Sam Super is signed in
    And they open the admin dashboard on "Allowed Users"
    And <failure>
    When they allow "morgan.new@example.com" as "User" in "Acme Media"
    Then the form says "Failed to add user: <text>"

    Examples:
      | kind                    | failure                                                                                | text                                |
      | a network error         | the demo backend stops answering                                                       | Network Error                       |
      | a bad request           | the demo backend answers the next "POST /api/admin/allowed-users" with the status 400 alone | Request failed with status code 400 |
      | a bad response          | the demo backend answers the next "POST /api/admin/allowed-users" with the status 503 alone | Request failed with status code 503 |
      | a redirect, not success | the demo backend answers the next "POST /api/admin/allowed-users" with the status 302 alone | Request failed with status code 302 |

  @R1.8.13
  Scenario: an answer of the wrong shape is a bad response that names what did not fit
    Given Sam Super is signed in
    And they open the admin dashboard on "Allowed Users"
    And the demo backend answers the next "POST /api/admin/allowed-users" with:
      """
      { "id": 7 }
      """
    When they allow "morgan.new@example.com" as "User" in "Acme Media"
    Then the form says "Failed to add user: Unexpected answer from POST /api/admin/allowed-users: email: Invalid input: expected string, received undefined"

  @R1.8.13
  Scenario: a cancelled upload is no failure: nothing is said, nothing is attached
    Given Riley Planner is signed in
    And the demo backend is slow to take uploads
    When they start attaching "io-northwind-spring-trail.pdf"
    And they cancel the upload of "io-northwind-spring-trail.pdf"
    Then no upload is on its way
    And the input area says nothing
    And no file is attached

  @R1.7.03
  Scenario: no call gives up on its own: an answer ten minutes late still arrives
    Given Riley Planner is signed in
    And the demo backend is slow to answer messages
    When they start sending "hello"
    And 600000 milliseconds pass
    And the demo backend answers
    Then Sidekick answers
