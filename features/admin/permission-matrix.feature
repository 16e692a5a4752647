@admin @browser
Feature: Who may do what in the administration area
  Spec 3 §6: super admins, admins, account admins and regular users, checked on the screens
  (view models and the page) and on the demo backend's own answers (the in-process simulation
  and the mock server).

  @R3.6.01 @R3.6.02 @R3.6.04 @R3.6.05 @R3.6.06 @R3.6.07
  Scenario Outline: <persona> and "<capability>" on the screens
    Given <persona> is signed in
    Then they are <answer> to <capability>

    Examples:
      | persona       | capability                        | answer  |
      | Alex Admin    | open the admin dashboard          | allowed |
      | Riley Planner | open the admin dashboard          | refused |
      | Alex Admin    | open the Roles tab                | refused |
      | Sam Super     | assign the Super Admin role       | allowed |
      | Alex Admin    | assign the Super Admin role       | refused |
      | Avery Owner   | switch between Classic and New UI | refused |
      | Sam Super     | open the admin dashboard          | allowed |
      | Avery Owner   | open the admin dashboard          | refused |
      | Sam Super     | open the Roles tab                | allowed |
      | Sam Super     | impersonate Riley Planner         | allowed |
      | Alex Admin    | impersonate Riley Planner         | allowed |
      | Riley Planner | impersonate Riley Planner         | refused |
      | Sam Super     | switch between Classic and New UI | allowed |
      | Alex Admin    | switch between Classic and New UI | allowed |
      | Riley Planner | switch between Classic and New UI | refused |
      | Avery Owner   | reach Account Administration      | allowed |
      | Riley Planner | reach Account Administration      | refused |
      | Alex Admin    | reach Account Administration      | refused |

  @R3.5.13 @R3.6.02 @R3.6.03 @R3.6.04 @R3.6.05 @R3.6.07 @R3.6.10
  Scenario Outline: the demo backend answers <persona> asking to <request> with <status>
    Then the demo backend answers <persona> asking to <request> with <status>

    Examples:
      | persona       | request                          | status |
      | Sam Super     | list the users                   | 200    |
      | Alex Admin    | list the users                   | 200    |
      | Avery Owner   | list the users                   | 403    |
      | Riley Planner | list the users                   | 403    |
      | Sam Super     | create a role                    | 200    |
      | Alex Admin    | create a role                    | 403    |
      | Sam Super     | export the audience data         | 200    |
      | Alex Admin    | export the audience data         | 403    |
      | Alex Admin    | give Riley the Super Admin role  | 403    |
      | Sam Super     | give Riley the Super Admin role  | 200    |
      | Alex Admin    | deactivate Sam Super             | 403    |
      | Avery Owner   | manage the settings of Acme      | 200    |
      | Avery Owner   | manage the settings of Globex    | 403    |
      | Riley Planner | manage the settings of Acme      | 403    |
      | Alex Admin    | impersonate Sam Super            | 403    |
      | Sam Super     | read the audit trail             | 200    |
      | Alex Admin    | read the audit trail             | 403    |
      | Sam Super     | delete the User role             | 409    |
      | Sam Super     | delete the permission can_approve | 403   |

  @R3.6.07
  Scenario Outline: records of accounts an admin does not manage, and Super Admins, stay out of reach: <persona> asking to <request>
    Then the demo backend answers <persona> asking to <request> with <status>

    Examples:
      | persona     | request                                    | status |
      | Alex Admin  | delete the Madhive channel                 | 403    |
      | Sam Super   | delete the Madhive channel                 | 200    |
      | Alex Admin  | remove the allowed user of Umbrella Health | 403    |
      | Avery Owner | remove Sam Super from Acme                 | 403    |
      | Avery Owner | list the members of Acme                   | 200    |
      | Avery Owner | list the members of Globex                 | 403    |
      | Riley Planner | list the members of Acme                 | 403    |
      | Avery Owner | add Alex Admin to Acme by email            | 200    |
      | Avery Owner | add Riley Planner to Globex by email       | 403    |
      | Avery Owner | make Riley an account admin of Acme        | 200    |
      | Riley Planner | make Riley an account admin of Acme      | 403    |
      | Avery Owner | make Sam Super a member of Acme            | 403    |
      | Sam Super   | make Sam Super a member of Acme            | 200    |
      | Val Viewer  | read Avery's result                        | 404    |
