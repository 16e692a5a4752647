@admin @browser
Feature: New sidebar, the Classic/New UI toggle and the welcome screen
  Spec 3 §2 New sidebar, §9; spec 2 §2 welcome screen.

  @R1.2.03 @R2.2.03 @R3.2.53 @R3.2.54 @R3.2.55
  Scenario: an admin switches to the new UI, which is kept
    Given Alex Admin is signed in
    When they switch to the "New UI"
    Then the sidebar offers "New Campaign, Folders, Campaigns, Status, Admin"
    And every item of the sidebar shows its icon: "New Campaign, Folders, Campaigns, Status, Admin"
    And the welcome screen offers "Create Campaign" and "View Campaigns"
    When they reload the page
    Then the sidebar offers "New Campaign, Folders, Campaigns, Status, Admin"

  @browser-only
  Scenario: the new UI is accessible
    Given Alex Admin is signed in
    When they switch to the "New UI"
    Then the page has no serious accessibility violations

  @R3.2.52 @R3.2.55
  Scenario: the collapsed state is kept
    Given Alex Admin is signed in
    When they switch to the "New UI"
    And they collapse the sidebar
    And they reload the page
    Then the sidebar is collapsed
