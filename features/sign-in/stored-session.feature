Feature: The session the browser keeps
  Spec 3 §3 "Stored session": the signed-in user's ids, names, picture, role, account,
  permissions, whether they are a super admin or impersonated, and when the session ends.
  View-model level: local storage is read where the page keeps it.

  @R3.3.14
  Scenario: the session of a signed-in user, then of the user a super admin acts as
    Given Sam Super is signed in
    Then the stored session holds "user.userId: u-sam-super, user.email: sam.super@example.com, user.displayName: Sam Super, user.role: Super Admin, user.isSuperAdmin: true, user.isImpersonating: false, user.permissions, expiresAt"
    When they open the admin dashboard on "Users"
    And they impersonate "riley.planner@example.com"
    Then the stored session holds "user.userId: u-riley-planner, user.displayName: Riley Planner, user.givenName: Riley, user.role: User, user.accountId: acc-acme-media, user.isSuperAdmin: false, user.isImpersonating: true, user.impersonatedBy: u-sam-super, user.permissions.can_send_message: true"

  @R1.2.06
  Scenario: a sign-in passes the identity token's claims on, and the session holds the user they name
    Given nobody is signed in
    When Riley Planner signs in
    Then the identity token the demo backend received with "POST /api/auth/login" says "sub: u-riley-planner, email: riley.planner@example.com, name: Riley Planner, given_name: Riley"
    And the stored session holds "user.userId: u-riley-planner, user.email: riley.planner@example.com, user.displayName: Riley Planner, user.givenName: Riley"
