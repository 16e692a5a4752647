@admin @browser
Feature: A regular admin picks an account before New Campaign and Status
  Spec 3 §4: regular (non-super) admins who have accounts must select an account before chats,
  New Canvas, New Campaign and Status become available. Folders and Campaigns say themselves that
  an account is needed (spec 2 §2.4, §2.5), so their links stay.

  @R3.4.14
  Scenario: Status waits for an account in the classic sidebar
    Given Alex Admin is signed in
    Then the sidebar's "Status" link is disabled
    When they select the account "Acme Media"
    Then the sidebar's "Status" link is enabled

  @R3.4.14 @R3.2.53
  Scenario: New Campaign and Status wait for an account in the new sidebar
    Given Alex Admin is signed in
    When they switch to the "New UI"
    Then the sidebar's "New Campaign" link is disabled
    And the sidebar's "Status" link is disabled
    And the sidebar's "Folders" link is enabled
    When they select the account "Acme Media"
    Then the sidebar's "New Campaign" link is enabled
    And the sidebar's "Status" link is enabled

  @R3.4.14
  Scenario Outline: <persona> needs no account choice for Status
    Given <persona> is signed in
    Then the sidebar's "Status" link is enabled

    Examples:
      | persona       |
      | Sam Super     |
      | Riley Planner |
