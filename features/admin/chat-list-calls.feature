@chat
Feature: The chat list's calls and its failures
  Spec 3 §7 (chat history calls) and §8 (the chat list's error texts): renaming, pinning and
  removing a chat in the sidebar, and what the sidebar says when the backend refuses.

  Scenario Outline: <action> sends <call>
    Given Riley Planner is signed in
    When they <action>
    Then the demo backend received "<call>" with "<fields>"

    @R3.7.39
    Examples: a chat renamed
      | action                                                                  | call                            | fields |
      | rename the chat "Spring creative refresh" to "Spring banners" and presses Enter | PATCH /api/chat-history/chat-seed-2 | summary: Spring banners |

    @R3.7.40
    Examples: a chat pinned
      | action                                | call                               | fields |
      | pin the chat "Spring creative refresh" | POST /api/chat-history/chat-seed-2/pin | userId |

    @R3.7.41
    Examples: a chat removed
      | action                                    | call                             | fields |
      | remove the chat "Spring creative refresh" | DELETE /api/chat-history/chat-seed-2 | userId |

  Scenario Outline: a refused <change> says "<text>"
    Given Riley Planner is signed in
    And the demo backend refuses the next "<call>" with "Refused by the scenario"
    When they <action>
    Then the sidebar says "<text>"

    @R3.8.29
    Examples: a chat renamed
      | change | call                            | action                                                                  | text                                          |
      | rename | PATCH /api/chat-history/chat-seed-2 | rename the chat "Spring creative refresh" to "Spring banners" and presses Enter | Failed to update chat name. Please try again. |

    @R3.8.30
    Examples: a chat removed
      | change  | call                             | action                                    | text                                     |
      | removal | DELETE /api/chat-history/chat-seed-2 | remove the chat "Spring creative refresh" | Failed to remove chat. Please try again. |
