Feature: A user's fields under either of their names
  Spec 1 §3: a user's id is read as id or userId, their account as accountId, account_id or the
  first of their accounts, their permissions as permissions or role_permissions. The sign-in's
  answer is replaced by one with the other names; the page keeps the same user.

  @R1.3.09
  Scenario Outline: a user signed in with <names> is kept as the same user
    Given nobody is signed in
    And the demo backend answers the next "POST /api/auth/login" with:
      """
      { "user": <user> }
      """
    When they sign in with the email "riley.planner@example.com"
    Then the stored session holds "user.userId: u-riley-planner, user.accountId: acc-acme-media, user.permissions.can_send_message: true"

    Examples:
      | names                                        | user |
      | userId, account_id and role_permissions     | { "userId": "u-riley-planner", "email": "riley.planner@example.com", "display_name": "Riley Planner", "role": "User", "account_id": "acc-acme-media", "role_permissions": { "can_send_message": true } } |
      | id, the first account and role_permissions  | { "id": "u-riley-planner", "email": "riley.planner@example.com", "display_name": "Riley Planner", "role": "User", "accounts": [{ "id": "acc-acme-media", "name": "Acme Media" }], "role_permissions": { "can_send_message": true } } |
