@admin
Feature: What the Channel Config tab shows of a channel type, a channel config and an assignment
  Spec 3 §3 "Entities": a channel type's fields (name, label, type, required), a channel config's
  name, type, values, creator and date, an assignment's account, channel, type, switch and date.
  View-model level: the tables and the form are read as the view models draw them, on the
  scenario's clock (23 November 2026).

  @R3.3.10
  Scenario: a channel type asks for its own fields, each as text, a number or a switch, some required
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    When they start a channel of the type "TikTok Ads"
    Then the channel form asks for:
      | Platform account id * | text   |
      | API key *             | text   |
      | Daily spend cap (USD) | number |
      | Use the sandbox       | switch |

  @R3.3.11
  Scenario: a new channel config, its type, values, creator and date
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    When they start a channel of the type "TikTok Ads"
    And they save it as "TikTok — second seat" with:
      | Platform account id | 12345  |
      | API key             | s3cret |
    Then the demo backend received "POST /api/channels" with "field_values.platform_account_id" set to "12345"
    And the channel configs row "TikTok — second seat" reads "TikTok Ads" under "Type"
    And the channel configs row "TikTok — second seat" reads "alex.admin@example.com" under "Created By"
    And the channel configs row "TikTok — second seat" reads "11/23/2026" under "Created On"

  @R3.3.12
  Scenario: a new assignment, its account, channel, type, switch and date
    Given Sam Super is signed in
    And they open the admin dashboard
    And they create the account "Hooli Media"
    When they open the admin dashboard on "Channel Config"
    And they assign "Madhive — main seat" to "Hooli Media"
    Then the channel assignments row "Hooli Media" reads "Madhive — main seat" under "Channel"
    And the channel assignments row "Hooli Media" reads "Madhive" under "Type"
    And the channel assignments row "Hooli Media" reads "Enabled" under "Enabled"
    And the channel assignments row "Hooli Media" reads "11/23/2026" under "Assigned On"
