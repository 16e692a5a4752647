@admin
Feature: Editing an account, a permission or a channel config
  Spec 3 §7: Edit on the Accounts, Permissions and Channel Config tabs saves through the calls the spec lists. View-model
  level only: the browser suite is near its time budget, and the dialogs are the kit's.

  @R3.7.16
  Scenario: an account's new description is saved with the rest of the account
    Given Sam Super is signed in
    And they open the admin dashboard on "Accounts"
    When they set the "Description" of the account "Acme Media" to "Media buying for Acme"
    Then the demo backend received "PUT /api/admin/accounts/acc-acme-media" with "name: Acme Media, description: Media buying for Acme, status: active, userId: u-sam-super"

  @R3.7.12
  Scenario: a permission's new name is saved under its id
    Given Sam Super is signed in
    And they open the admin dashboard on "Permissions"
    And they add the permission "export_reports" named "Export reports"
    When they set the "Name" of the permission "export_reports" to "Export every report"
    Then the demo backend received "PUT /api/admin/permissions/*" with "name: Export every report"

  @R3.7.32
  Scenario: a channel config's new name is saved under its id
    Given Sam Super is signed in
    And they open the admin dashboard on "Channel Config"
    When they set the "Name" of the channel "Madhive — main seat" to "Madhive — second seat"
    Then the demo backend received "PUT /api/channels/ch-madhive" with "name: Madhive — second seat"
