import Simulator
