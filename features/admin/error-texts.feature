@admin
Feature: What the administration screens say when the backend fails them
  Spec 3 §8: a list that cannot load says so in the spec's words; a refused change says what
  failed, then the server's own error.

  @browser
  Scenario Outline: <list> that cannot load says "<text>"
    Given Sam Super is signed in
    And they open the admin dashboard
    And the demo backend refuses the next "<call>" with "Database unavailable"
    When they open <screen>
    Then the form says "<text>"

    @R3.8.02
    Examples: users
      | list      | call                 | screen                         | text                                          |
      | the users | GET /api/admin/users | the admin dashboard on "Users" | Failed to load users. Please try again later. |

    @R3.8.04
    Examples: roles
      | list      | call                 | screen                         | text                                          |
      | the roles | GET /api/admin/roles | the admin dashboard on "Roles" | Failed to load roles. Please try again later. |

    @R3.8.05
    Examples: the permissions a role may grant
      | list                      | call                       | screen                         | text                                                |
      | the permissions of Roles | GET /api/admin/permissions | the admin dashboard on "Roles" | Failed to load permissions. Please try again later. |

    @R3.8.19
    Examples: permissions
      | list            | call                       | screen                               | text                                                |
      | the permissions | GET /api/admin/permissions | the admin dashboard on "Permissions" | Failed to load permissions. Please try again later. |

    @R3.8.08
    Examples: allowed users
      | list              | call                         | screen                                 | text                                                  |
      | the allowed users | GET /api/admin/allowed-users | the admin dashboard on "Allowed Users" | Failed to load allowed users. Please try again later. |

    @R3.8.22
    Examples: channels
      | list         | call              | screen                                  | text                                                 |
      | the channels | GET /api/channels | the admin dashboard on "Channel Config" | Failed to load channel data. Please try again later. |

    @R3.8.11
    Examples: an account's users
      | list                | call                                                       | screen                                       | text                                                  |
      | the account's users | GET /api/account-admin/accounts/acc-umbrella-health/users | the account admins of "Umbrella Health" | Failed to load account users. Please try again later. |

    @R3.8.14
    Examples: an account's settings
      | list                   | call                                                     | screen                             | text                                                     |
      | the account's settings | GET /api/account-admin/accounts/acc-acme-media/settings | the settings of "Acme Media" | Failed to load account settings. Please try again later. |

  @browser
  Scenario Outline: a refused <change> says "<text>"
    Given Sam Super is signed in
    And they open the admin dashboard on "<tab>"
    And the demo backend refuses the next "<call>" with "Refused by the scenario"
    When they <action>
    Then the form says "<text>"

    @R3.8.03
    Examples: a user's role
      | change      | tab   | call                                      | action                                                    | text                                      |
      | user's role | Users | PUT /api/admin/users/u-riley-planner/role | edit "riley.planner@example.com" to have the role "Admin" | Failed to update user. Please try again. |

    @R3.8.06
    Examples: a new role
      | change   | tab   | call                  | action                                              | text                                             |
      | new role | Roles | POST /api/admin/roles | create the role "Probe Ops" granting "view_reports" | Failed to save role: Refused by the scenario |

    @R3.8.20
    Examples: a new permission
      | change         | tab         | call                        | action                                                     | text                                                  |
      | new permission | Permissions | POST /api/admin/permissions | add the permission "export_reports" named "Export reports" | Failed to add permission: Refused by the scenario |

    @R3.8.09
    Examples: an allowed user
      | change          | tab           | call                          | action                                                     | text                                          |
      | allowed user    | Allowed Users | POST /api/admin/allowed-users | allow "morgan.new@example.com" as "User" in "Acme Media" | Failed to add user: Refused by the scenario |

    @R3.8.18
    Examples: a new account
      | change      | tab      | call                     | action                           | text                                              |
      | new account | Accounts | POST /api/admin/accounts | create the account "Hooli Media" | Failed to save account: Refused by the scenario |

    @R3.8.25
    Examples: a channel deleted
      | change         | tab            | call                            | action                                   | text                                               |
      | channel delete | Channel Config | DELETE /api/channels/ch-madhive | delete the channel "Madhive — main seat" | Failed to delete channel: Refused by the scenario |

    @R3.8.26
    Examples: an assignment switched
      | change            | tab            | call                                               | action                                              | text                                                      |
      | assignment switch | Channel Config | PUT /api/channels/accounts/ac-globex-retail-tiktok | switch "TikTok Ads — main seat" for "Globex Retail" | Failed to toggle channel access: Refused by the scenario |

    @R3.8.27
    Examples: an assignment removed
      | change             | tab            | call                                                  | action                                               | text                                                             |
      | assignment removal | Channel Config | DELETE /api/channels/accounts/ac-globex-retail-tiktok | remove "TikTok Ads — main seat" from "Globex Retail" | Failed to remove channel from account: Refused by the scenario |

  @R3.8.15 @browser
  Scenario: a refused setting says so with the server's error
    Given Sam Super is signed in
    And they open the admin dashboard
    And they open the settings of "Acme Media"
    And the demo backend refuses the next "PUT /api/account-admin/accounts/acc-acme-media/settings/default-currency" with "Refused by the scenario"
    When they set "default-currency" to "EUR"
    Then the form says "Failed to save setting: Refused by the scenario"

  @R3.8.23 @browser
  Scenario: a refused channel says so with the server's error
    Given Sam Super is signed in
    And they open the admin dashboard on "Channel Config"
    And the demo backend refuses the next "POST /api/channels" with "Refused by the scenario"
    When they start a channel of the type "TikTok Ads"
    And they save it as "TikTok — second seat" with:
      | Platform account id | 12345  |
      | API key             | s3cret |
    Then the form says "Failed to save channel: Refused by the scenario"

  @R3.8.35 @browser
  Scenario: without the server's error, the failure's own message is shown
    Given Sam Super is signed in
    And they open the admin dashboard on "Allowed Users"
    And the demo backend refuses the next "POST /api/admin/allowed-users" without a reason
    When they allow "morgan.new@example.com" as "User" in "Acme Media"
    Then the form says "Failed to add user: Request failed with status code 500"

  @R3.8.13 @R3.7.44 @browser
  Scenario: an added account admin who comes back as someone else is a system error, and the list is read again
    Given Sam Super is signed in
    And they open the admin dashboard
    And they open the account admins of "Umbrella Health"
    And the demo backend answers the next "POST /api/account-admin/accounts/acc-umbrella-health/users" with the user "alex.admin@example.com" instead
    When they add "sandrine.schoen@example.com" as an admin
    Then the form says "System error: API returned incorrect user data. The list has been refreshed."
    And the demo backend received "GET /api/account-admin/accounts/acc-umbrella-health/users" 2 times

  @browser
  Scenario Outline: a refused deletion of <what> says "<text>"
    Given Sam Super is signed in
    And they open the admin dashboard on "<tab>"
    And they <first>
    And the demo backend refuses the next "<call>" with "Refused by the scenario"
    When they <deletion>
    Then the form says "<text>"

    @R3.8.07
    Examples: a role
      | what   | tab   | first                                               | deletion                    | call                        | text                                          |
      | a role | Roles | create the role "Probe Ops" granting "view_reports" | delete the role "Probe Ops" | DELETE /api/admin/roles/* | Failed to delete role: Refused by the scenario |

    @R3.8.21
    Examples: a permission
      | what         | tab         | first                                                      | deletion                               | call                              | text                                                |
      | a permission | Permissions | add the permission "export_reports" named "Export reports" | delete the permission "export_reports" | DELETE /api/admin/permissions/* | Failed to delete permission: Refused by the scenario |

    @R3.8.10
    Examples: an allowed user
      | what            | tab           | first                                                     | deletion                                         | call                                | text                                           |
      | an allowed user | Allowed Users | allow "morgan.new@example.com" as "User" in "Acme Media" | remove the allowed user "morgan.new@example.com" | DELETE /api/admin/allowed-users/* | Failed to remove user: Refused by the scenario |

  # Only at the view-model level: in Chromium the impersonation task waits for the page it opens.
  @R3.8.31
  Scenario: a refused impersonation says so with the server's error
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    And the demo backend refuses the next "GET /api/admin/impersonate/u-riley-planner" with "Refused by the scenario"
    When they impersonate "riley.planner@example.com"
    Then the form says "Failed to impersonate user: Refused by the scenario"

  # View-model level only: these rules do not need Chromium to be seen, and the browser suite is near its time budget.
  @R3.8.17
  Scenario: the accounts that cannot load say so
    Given Sam Super is signed in
    And they open the admin dashboard
    And the demo backend refuses the next "GET /api/account-admin/accounts" with "Database unavailable"
    And the demo backend refuses the next "GET /api/admin/accounts" with "Database unavailable"
    When they open the admin dashboard on "Accounts"
    Then the form says "Failed to load accounts. Please try again later."

  @R3.8.16
  Scenario: a refused deletion of a setting says so with the server's error
    Given Sam Super is signed in
    And they open the admin dashboard
    And they open the settings of "Acme Media"
    And they set "default-currency" to "EUR"
    And the demo backend refuses the next "DELETE /api/account-admin/accounts/acc-acme-media/settings/default-currency" with "Refused by the scenario"
    When they delete the setting "default-currency"
    Then the form says "Failed to delete setting: Refused by the scenario"

  @R3.8.24
  Scenario: a refused channel assignment says so with the server's error
    Given Sam Super is signed in
    And they open the admin dashboard on "Channel Config"
    And the demo backend refuses the next "POST /api/channels/accounts" with "Refused by the scenario"
    When they assign "Madhive — main seat" to "Acme Media"
    Then the form says "Failed to create association: Refused by the scenario"

  @R3.7.14 @R3.4.13
  Scenario: when the accounts the admin manages cannot be read, the Accounts tab lists every account
    Given Sam Super is signed in
    And they open the admin dashboard
    And the demo backend refuses the next "GET /api/account-admin/accounts" with "Database unavailable"
    When they open the admin dashboard on "Accounts"
    Then the demo backend received "GET /api/admin/accounts" with "userId: u-sam-super"
    And the accounts listed include "Acme Media, Umbrella Health"
