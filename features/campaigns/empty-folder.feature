Feature: A folder without campaigns
  A folder that holds no campaign says so and invites to create one (spec 2 §2.5, §8).

  @browser @R2.2.5.11
  Scenario: An account without campaigns
    Given Alex Admin is signed in
    And they select the account "Scale Test"
    When they open the folders
    And they add the folder "Nothing here yet"
    And they open the campaigns of the folder "Nothing here yet"
    Then the campaigns page says "No campaigns yet" and "Create your first campaign to get started"
