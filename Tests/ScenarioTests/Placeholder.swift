import Scenario
