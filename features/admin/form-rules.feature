@admin
Feature: What the admin forms require and keep
  Spec 3 §5: a channel config needs a name and a type, and keeps its type; a permission keeps its
  key; an assignment needs an account and a channel; an unticked switch of a channel goes out as
  the text 'false'. View-model level: the forms' rules need no Chromium to be seen.

  @R3.5.19
  Scenario Outline: a channel config without <what> is refused
    Given Sam Super is signed in
    And they open the admin dashboard on "Channel Config"
    When they start a channel of the type "<type>"
    And they save it as "<name>" with:
      | Platform account id | 12345  |
      | API key             | s3cret |
    Then the form says "<text>"

    Examples:
      | what   | type       | name         | text                      |
      | a name | TikTok Ads |              | Channel name is required  |
      | a type |            | Second seat  | Channel type is required  |

  @R3.5.19
  Scenario: a channel config keeps its type; its name may change
    Given Sam Super is signed in
    When they open the admin dashboard on "Channel Config"
    Then editing the channel configs row "Madhive — main seat" leaves "Channel Type" as it is
    And editing the channel configs row "Madhive — main seat" lets "Name" change

  @R3.5.18
  Scenario: a permission keeps its key; its name may change
    Given Sam Super is signed in
    When they open the admin dashboard on "Permissions"
    Then editing the permissions row "view_reports" leaves "Key" as it is
    And editing the permissions row "view_reports" lets "Name" change

  @R3.5.23
  Scenario Outline: an assignment without <what> is refused
    Given Sam Super is signed in
    And they open the admin dashboard on "Channel Config"
    When they assign "<channel>" to "<account>"
    Then the form says "Account and channel are required"
    And the demo backend received "POST /api/channels/accounts" 0 times

    Examples:
      | what       | channel             | account    |
      | an account | Madhive — main seat |            |
      | a channel  |                     | Acme Media |

  @R3.5.22
  Scenario: an unticked switch of a channel is sent as the text 'false'
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    When they start a channel of the type "TikTok Ads"
    And they save it as "TikTok — third seat" with:
      | Platform account id | 12345  |
      | API key             | s3cret |
    Then the demo backend received "POST /api/channels" with "field_values.sandbox" set to the text "false"
