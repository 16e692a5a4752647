Feature: A demo failing 30% of its calls still tells every error in the spec's words
  Issue 29: with the presenter's faults at 30% the user goes through a journey (sign in, a chat, a
  message, the campaigns, a campaign) and tries again wherever something fails; every failure they
  meet is told in the words of the spec's error catalogues (spec 1 §8, spec 2 §8), a failed sign-in
  says nothing (spec 1 §2), and nothing crashes. Fault mode draws the calls it fails from the
  scenario's seed, so each run meets the same failures: with "journey-40" the sign-in fails once and
  the message once.

  @browser @R1.2.07 @R1.8.01
  Scenario: A journey through sign-in, a chat and the campaigns at 30% faults
    Given the demo fails 30% of its calls, drawn from the seed "journey-40"
    When Riley Planner signs in, trying again until it works
    And they open the chat "Q4 holiday insertion order", trying again until it works
    And they send "How is the pacing this week?", trying again until it works
    And they open the campaigns, trying again until it works
    And they open the campaign page "/campaigns/cmp-acme-media-4", trying again until it works
    Then the page showed only the spec's error texts
