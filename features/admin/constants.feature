@admin @browser
Feature: What the browser keeps and how long the screens wait
  Spec 3 §9: the constants an admin can notice.

  @R3.9.08
  Scenario: the UI choice, the collapsed sidebar and the chosen account stay in local storage
    Given Alex Admin is signed in
    When they select the account "Acme Media"
    And they switch to the "New UI"
    And they collapse the sidebar
    Then local storage holds "useNewExperience: true, newSidebarCollapsed: true, selectedAccountId: acc-acme-media"
