@admin
Feature: An impersonation that cannot end
  Spec 3 §8: when End Impersonation fails, the banner says 'Failed to end impersonation: ' with the
  reason, and the impersonation goes on; ended meanwhile in another tab, the backend's reason is
  'You are not currently impersonating anyone.' View-model level: the banner's view model keeps it.

  @R3.8.32 @R3.8.33
  Scenario: ending an impersonation another tab has ended says so in the banner
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they impersonate "riley.planner@example.com"
    And Sam Super's impersonation has been ended in another tab
    And they press End Impersonation
    Then the impersonation banner says "Failed to end impersonation: You are not currently impersonating anyone."
