@admin @browser
Feature: What the administration screens ask the backend
  Spec 3 §7: every screen of the administration reads and writes through the calls the spec
  lists; the scenarios read the calls the demo backend received (method, path and fields).

  @R3.7.01
  Scenario: every administration call carries the API key and the admin's user id
    Given Sam Super is signed in
    When they open the admin dashboard on "Channel Config"
    And they open the admin dashboard on "Users"
    And they edit "riley.planner@example.com" to have the role "Admin"
    Then every administration call carried the API key and the user id "u-sam-super"

  Scenario Outline: opening <screen> reads <what>
    Given Sam Super is signed in
    When they open <screen>
    Then the demo backend received "<call>"

    @R3.7.02
    Examples: users
      | screen                          | what      | call                |
      | the admin dashboard on "Users"  | the users | GET /api/admin/users |

    @R3.7.05
    Examples: roles
      | screen                         | what      | call                |
      | the admin dashboard on "Roles" | the roles | GET /api/admin/roles |

    @R3.7.10
    Examples: permissions
      | screen                               | what            | call                      |
      | the admin dashboard on "Permissions" | the permissions | GET /api/admin/permissions |

    @R3.7.17
    Examples: the accounts the admin manages
      | screen              | what                | call                           |
      | the admin dashboard | the user's accounts | GET /api/account-admin/accounts |

    @R3.7.18
    Examples: allowed users
      | screen                                 | what              | call                        |
      | the admin dashboard on "Allowed Users" | the allowed users | GET /api/admin/allowed-users |

    @R3.7.28
    Examples: channel configs
      | screen                                  | what                | call              |
      | the admin dashboard on "Channel Config" | the channel configs | GET /api/channels |

    @R3.7.29
    Examples: channel types
      | screen                                  | what              | call                    |
      | the admin dashboard on "Channel Config" | the channel types | GET /api/channels/types |

    @R3.7.30
    Examples: channel assignments
      | screen                                  | what            | call                       |
      | the admin dashboard on "Channel Config" | the assignments | GET /api/channels/accounts |

    @R3.7.38
    Examples: chats
      | screen             | what      | call                  |
      | the chat workspace | the chats | GET /api/chat-history |

  Scenario Outline: <action> on the dashboard sends <call>
    Given Sam Super is signed in
    And they open the admin dashboard on "<tab>"
    When they <action>
    Then the demo backend received "<call>" with "<fields>"

    @R3.7.03
    Examples: a user's role
      | tab   | action                                                    | call                                         | fields                   |
      | Users | edit "riley.planner@example.com" to have the role "Admin" | PUT /api/admin/users/u-riley-planner/role | role_id: role-admin      |

    @R3.7.04
    Examples: a user's status
      | tab   | action                                                          | call                                        | fields             |
      | Users | edit "riley.planner@example.com" to have the status "Inactive" | PUT /api/admin/users/u-riley-planner/status | is_deleted: true |

    @R3.7.06
    Examples: a new role
      | tab   | action                                              | call                 | fields                         |
      | Roles | create the role "Probe Ops" granting "view_reports" | POST /api/admin/roles | name: Probe Ops, permissions |

    @R3.7.07
    Examples: a role changed
      | tab   | action                                                                  | call                               | fields                   |
      | Roles | rename the role "Analyst" to "Senior Analyst" granting "view_reports" as well | PUT /api/admin/roles/role-analyst | name: Senior Analyst |

    @R3.7.09
    Examples: a role's permissions read for its editor
      | tab   | action                                                                  | call                                           | fields |
      | Roles | rename the role "Analyst" to "Senior Analyst" granting "view_reports" as well | GET /api/admin/roles/role-analyst/permissions | userId |

    @R3.7.11
    Examples: a new permission
      | tab         | action                                                     | call                       | fields                                    |
      | Permissions | add the permission "export_reports" named "Export reports" | POST /api/admin/permissions | key: export_reports, name: Export reports |

    @R3.7.15
    Examples: a new account
      | tab      | action                          | call                    | fields            |
      | Accounts | create the account "Hooli Media" | POST /api/admin/accounts | name: Hooli Media |

    @R3.7.19
    Examples: an allowed user
      | tab           | action                                                     | call                         | fields                                                         |
      | Allowed Users | allow "morgan.new@example.com" as "User" in "Acme Media" | POST /api/admin/allowed-users | email: morgan.new@example.com, roleId: role-user, accountId: acc-acme-media |

    @R3.7.33
    Examples: a channel deleted
      | tab            | action                                 | call                              | fields |
      | Channel Config | delete the channel "Madhive — main seat" | DELETE /api/channels/ch-madhive | userId |

    @R3.7.35
    Examples: an assignment switched
      | tab            | action                                               | call                           | fields    |
      | Channel Config | switch "TikTok Ads — main seat" for "Globex Retail" | PUT /api/channels/accounts/ac-globex-retail-tiktok | is_enabled: true |

    @R3.7.36
    Examples: an assignment removed
      | tab            | action                                               | call                              | fields |
      | Channel Config | remove "TikTok Ads — main seat" from "Globex Retail" | DELETE /api/channels/accounts/ac-globex-retail-tiktok | userId |

  Scenario Outline: <action> in an account's drill-down sends <call>
    Given Sam Super is signed in
    And they open the admin dashboard
    When they <action>
    Then the demo backend received "<call>" with "<fields>"

    @R3.7.21
    Examples: the account's users read
      | action                                     | call                                                       | fields |
      | open the account admins of "Umbrella Health" | GET /api/account-admin/accounts/acc-umbrella-health/users | userId |

    @R3.7.25
    Examples: the account's settings read
      | action                              | call                                                     | fields |
      | open the settings of "Acme Media" | GET /api/account-admin/accounts/acc-acme-media/settings | userId |

  @R3.7.22
  Scenario: adding an account admin sends who, to which account
    Given Sam Super is signed in
    And they open the admin dashboard
    And they open the account admins of "Umbrella Health"
    When they add "sandrine.schoen@example.com" as an admin
    Then the demo backend received "POST /api/account-admin/accounts/acc-umbrella-health/users" with "isAccountAdmin: true"

  @R3.7.26
  Scenario: a setting is saved under its key
    Given Sam Super is signed in
    And they open the admin dashboard
    And they open the settings of "Acme Media"
    When they set "default-currency" to "EUR"
    Then the demo backend received "PUT /api/account-admin/accounts/acc-acme-media/settings/default-currency" with "settingValue: EUR"

  @R3.7.23
  Scenario: an account admin makes a member an account admin
    Given Avery Owner is signed in
    When they open Account Administration
    And they press "Make account admin" for "riley.planner@example.com"
    Then the demo backend received "PUT /api/account-admin/accounts/acc-acme-media/users/u-riley-planner" with "isAccountAdmin: true"

  @R3.7.24
  Scenario: an account admin removes a user from the account
    Given Avery Owner is signed in
    When they open Account Administration
    And they press "Remove" for "riley.planner@example.com"
    Then the demo backend received "DELETE /api/account-admin/accounts/acc-acme-media/users/u-riley-planner" with "userId: u-avery-owner"

  @R3.7.42 @R3.7.43
  Scenario: impersonation starts and ends with its own calls
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they impersonate "riley.planner@example.com"
    Then the demo backend received "GET /api/admin/impersonate/u-riley-planner"
    When they end the impersonation from the banner
    Then the demo backend received "GET /api/admin/end-impersonation"

  @R3.7.31
  Scenario: a new channel config is sent with its name and typed fields
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    When they start a channel of the type "TikTok Ads"
    And they save it as "TikTok — third seat" with:
      | Platform account id | 12345  |
      | API key             | s3cret |
    Then the demo backend received "POST /api/channels" with "name: TikTok — third seat"

  Scenario Outline: deleting <what> sends <call>
    Given Sam Super is signed in
    And they open the admin dashboard on "<tab>"
    And they <first>
    When they <deletion>
    Then the demo backend received "<call>" with "userId: u-sam-super"

    @R3.7.08
    Examples: a role
      | what   | tab   | first                                               | deletion                    | call                        |
      | a role | Roles | create the role "Probe Ops" granting "view_reports" | delete the role "Probe Ops" | DELETE /api/admin/roles/* |

    @R3.7.13
    Examples: a permission
      | what         | tab         | first                                                      | deletion                               | call                              |
      | a permission | Permissions | add the permission "export_reports" named "Export reports" | delete the permission "export_reports" | DELETE /api/admin/permissions/* |

    @R3.7.20
    Examples: an allowed user
      | what            | tab           | first                                                     | deletion                                         | call                                |
      | an allowed user | Allowed Users | allow "morgan.new@example.com" as "User" in "Acme Media" | remove the allowed user "morgan.new@example.com" | DELETE /api/admin/allowed-users/* |

  @R3.7.27
  Scenario: deleting a setting sends its key
    Given Sam Super is signed in
    And they open the admin dashboard
    And they open the settings of "Acme Media"
    And they set "default-currency" to "EUR"
    When they delete the setting "default-currency"
    Then the demo backend received "DELETE /api/account-admin/accounts/acc-acme-media/settings/default-currency" with "userId: u-sam-super"
