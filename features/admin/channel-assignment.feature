@admin
Feature: Assigning a channel to an account
  Spec 3 §2 and §7: Assign Channel on the Channel Config tab gives a channel config to an account
  through POST /api/channels/accounts. View-model level only: the browser suite is near its time
  budget, and the dialog is the same kit as every other admin form.

  @R3.7.34
  Scenario: Sam assigns a channel to an account
    Given Sam Super is signed in
    And they open the admin dashboard on "Channel Config"
    When they assign "Madhive — main seat" to "Acme Media"
    Then the demo backend received "POST /api/channels/accounts" with "account_id: acc-acme-media, channel_id: ch-madhive, is_enabled: true, userId: u-sam-super"
    And "Madhive — main seat" is enabled for "Acme Media"
